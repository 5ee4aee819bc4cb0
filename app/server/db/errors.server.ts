/**
 * Whether an error means the database cannot be reached right now (a restart, a shutdown, a
 * network fault), as opposed to a query that is wrong: the request gets a 503 and a retry later,
 * and the server keeps running until the database is back.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|The embedded database is closed|the database system is (starting up|shutting down|in recovery)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    typeof e === "object" && e !== null && depth < 5;
    e = "cause" in e ? e.cause : undefined, depth++
  ) {
    const code = "code" in e && typeof e.code === "string" ? e.code : "";
    // SQLSTATE class 08 (connection exception) and 57P0x (operator intervention: shutdown, crash, cannot connect now).
    if (code.startsWith("08") || /^57P0[1-4]$/.test(code) || UNAVAILABLE_CODES.has(code)) return true;
    if ("message" in e && typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    if ("errors" in e && Array.isArray(e.errors)) return e.errors.some(isDatabaseUnavailable);
  }
  return false;
}
