import { addDays } from "./dates";

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

/** The trend of a figure summed over records dated in each window. */
export function windowTrend<T>(
  records: readonly T[],
  date: (record: T) => string | null,
  value: (record: T) => number,
  today: string,
): number | null {
  const start = addDays(today, -TREND_WINDOW_DAYS);
  const previousStart = addDays(start, -TREND_WINDOW_DAYS);
  let current = 0;
  let previous = 0;
  for (const record of records) {
    const day = date(record)?.slice(0, 10);
    if (!day || day > today) continue;
    if (day > start) current += value(record);
    else if (day > previousStart) previous += value(record);
  }
  return percentChange(current, previous);
}
