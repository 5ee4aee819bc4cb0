/** Calendar arithmetic on YYYY-MM-DD strings, in UTC so that server and browser agree. */

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** "2026-11" for any day or ISO moment in November 2026. */
export function monthOf(dayOrMoment: string): string {
  return dayOrMoment.slice(0, 7);
}

/** The months ending with the month of `day`, oldest first: lastMonths("2026-11-20", 3) = 2026-09..2026-11. */
export function lastMonths(day: string, count: number): string[] {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(year, month - 1 - i, 1));
    months.push(toDay(date).slice(0, 7));
  }
  return months;
}
