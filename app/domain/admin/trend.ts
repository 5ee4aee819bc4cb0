/** Dashboard trends compare the last 30 days with the 30 before. */
export const TREND_WINDOW_DAYS = 30;

/**
 * The change in percent of a figure between the previous window and the current one, or null when
 * there is nothing to compare with (a previous figure of zero).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
