import { TEST_NOW_HEADER } from "../../app/server/request-time.server";

/**
 * Headers stating the moment of a request (milliseconds since the epoch) to a server started with
 * ENABLE_TEST_ROUTES=1: its rate-limit windows and time trap count from there, so a test states
 * the time it needs instead of waiting for the clock.
 */
export function at(moment: number): Record<string, string> {
  return { [TEST_NOW_HEADER]: String(moment) };
}

/** The start of a fixed rate-limit window of `seconds`, with `offset` milliseconds into it. */
export function windowStart(seconds: number, offset = 0, now = Date.now()): number {
  return Math.floor(now / (seconds * 1000)) * seconds * 1000 + offset;
}

/** A person's time to fill an enquiry form: more than the time trap's minimum (ENQUIRY_MIN_FILL_SECONDS). */
export const FILLING_TIME_MS = 30_000;
