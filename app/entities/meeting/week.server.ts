import { sql } from "kysely";
import type { Db } from "~/admin-kit/records/find.server";
import { readRecord, recordColumns } from "~/admin-kit/lists/query.server";
import { addDays, officeDay } from "~/domain/admin/dates";
import { meetingDay } from "./list.server";
import { meetingSchema, type Meeting } from "./schema";

/** The Monday of the week a day falls in (the office's weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The week a URL asks for (`?week=YYYY-MM-DD`, any day of it), else the week of `today`: its
 * Monday. A day that is not one (a hand-edited link) shows this week.
 */
export function weekOf(url: URL, today: string): string {
  const asked = url.searchParams.get("week") ?? "";
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(`${asked}T00:00:00Z`));
  const year = Number(asked.slice(0, 4));
  return mondayOf(
    valid && year >= 2000 && year <= 2999 ? new Date(`${asked}T00:00:00Z`).toISOString().slice(0, 10) : today,
  );
}

/** The meetings of the week beginning `monday`, by the office's day, in the order they start. */
export async function meetingsOfWeek(db: Db, monday: string): Promise<{ day: string; meetings: Meeting[] }[]> {
  const { rows } = await sql<unknown>`select ${recordColumns(meetingSchema)} from meetings
    where ${meetingDay} between ${monday}::date and ${monday}::date + 6 order by starts_at, id`.execute(db);
  const meetings = rows.map((row) => readRecord("meetings", meetingSchema, row));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((day) => ({
    day,
    meetings: meetings.filter((m) => officeDay(new Date(m.startsAt)) === day),
  }));
}
