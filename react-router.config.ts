import type { Config } from "@react-router/dev/config";

// Every page is rendered by our server per request and memoised for anonymous
// visitors (see docs/decisions/0002-rendering-and-cache.md), so nothing is prerendered.
export default {
  ssr: true,
  // "[name].js": the server build has two entries, index (the server) and admin (the admin command).
  serverBuildFile: "[name].js",
  // Each page carries only its own routes' entries; the others are fetched when a link to them
  // shows. The whole manifest (with the back-office's routes) cost every public page about 2 KiB
  // of JavaScript; Lighthouse's blocking time measured the same either way (bench/README.md).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
