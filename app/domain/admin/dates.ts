/** Calendar arithmetic on YYYY-MM-DD strings, in UTC so that server and browser agree. */

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** The day `count` working days (Monday to Friday; public holidays not counted out) after `day`, or before it when negative. */
export function addWorkingDays(day: string, count: number): string {
  let current = day;
  for (let left = Math.abs(count); left > 0;) {
    current = addDays(current, Math.sign(count));
    const weekday = new Date(`${current}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return current;
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

/** The office's time zone: moments are shown, and typed, in Bucharest time. */
export const OFFICE_TIME_ZONE = "Europe/Bucharest";

/** "sv-SE" writes a moment as "YYYY-MM-DD HH:mm", the shape of a datetime-local input's value. */
const officeClock = new Intl.DateTimeFormat("sv-SE", {
  timeZone: OFFICE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment as the office's clock shows it, "YYYY-MM-DDTHH:mm" (what a datetime-local input holds). */
export function toOfficeMinute(moment: string | Date): string {
  return officeClock.format(new Date(moment)).replace(" ", "T");
}

/** The office's calendar day at a moment: in Bucharest, the day begins two or three hours before it does in UTC. */
export function officeDay(moment: Date): string {
  return toOfficeMinute(moment).slice(0, 10);
}

/** The moment the office's clock shows "YYYY-MM-DDTHH:mm", as ISO 8601 in UTC (summer time included). */
export function fromOfficeMinute(minute: string): string {
  const asUtc = Date.parse(`${minute}:00Z`);
  let moment = asUtc;
  // The zone's offset at that moment, found in two steps so that a change of offset is followed.
  for (let step = 0; step < 2; step++)
    moment = asUtc - (Date.parse(`${toOfficeMinute(new Date(moment))}:00Z`) - moment);
  return new Date(moment).toISOString();
}
