/** The header in which a test states the moment of its request, in milliseconds since the epoch. */
export const TEST_NOW_HEADER = "x-test-now";

/**
 * The moment a request is handled: the clock's, or, on a server started with ENABLE_TEST_ROUTES=1,
 * the one a test states in TEST_NOW_HEADER. The limits that count time (rate-limit windows, the
 * enquiry forms' time trap) take this moment as an argument, so their tests state the time instead
 * of waiting for the clock to move.
 */
export function requestTime(
  stated: string | string[] | null | undefined,
  testRoutes = process.env.ENABLE_TEST_ROUTES === "1",
  clock: () => number = Date.now,
): number {
  if (!testRoutes || typeof stated !== "string" || !/^\d{1,15}$/.test(stated)) return clock();
  return Number(stated);
}
