import { sql } from "kysely";
import { defineList } from "~/admin-kit/lists/query.server";
import { member } from "~/domain/admin/vocabulary";
import { OFFICE_TIME_ZONE } from "~/domain/admin/dates";
import { meetingSchema, meetingStatuses } from "./schema";
import { meetingView } from "./view";

const scheduled = sql`status = ${member(meetingStatuses, "Scheduled")}`;
/** A meeting's day on the office's calendar, in SQL. */
export const meetingDay = sql`(starts_at at time zone ${OFFICE_TIME_ZONE})::date`;

/** The back-office list of meetings: the latest first, searched by title, place, record and notes. */
export const meetingList = defineList(meetingView, meetingSchema, "meetings", {
  searched: ["title", "location", "relatedId", "notes"],
  newest: "starts_at",
  cards: (today) => ({
    scheduled: sql`count(*) filter (where ${scheduled} and ${meetingDay} >= ${today}::date)::int`,
    // The office's week: Monday to Sunday.
    thisWeek: sql`count(*) filter (where ${scheduled} and date_trunc('week', ${meetingDay}) = date_trunc('week', ${today}::date))::int`,
    cancelled: sql`count(*) filter (where status = ${member(meetingStatuses, "Cancelled")})::int`,
  }),
});
