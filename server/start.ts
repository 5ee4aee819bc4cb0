/**
 * The server's entry (`node build/server/index.js`). React's server renderer loads its development
 * or its production build depending on NODE_ENV at the moment it is first imported, and a server
 * started with plain `node` often has none set: the development build checks every element and
 * renders pages several times slower. So this sets production (unless told otherwise) before
 * anything imports React, then loads the server.
 */
process.env.NODE_ENV ??= "production";
await import("./main");
export {};
