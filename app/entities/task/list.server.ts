import { sql } from "kysely";
import { defineList } from "~/admin-kit/lists/query.server";
import { OFFICE_TIME_ZONE } from "~/domain/admin/dates";
import { member } from "~/domain/admin/vocabulary";
import { taskSchema, taskStatuses } from "./schema";
import { taskView } from "./view";

const open = sql`status = ${member(taskStatuses, "Open")}`;
/** A task's due day on the office's calendar, in SQL. */
export const taskDueDay = sql`(due_at at time zone ${OFFICE_TIME_ZONE})::date`;
/** The moment a day starts at the office (a task is due before a day when due before that moment). */
const dayStart = (day: string, later = 0) =>
  sql`((${day}::date + ${later}::int)::timestamp at time zone ${OFFICE_TIME_ZONE})`;

/** The back-office list of tasks: the latest due first, searched by title, record and notes. */
export const taskList = defineList(taskView, taskSchema, "tasks", {
  searched: ["title", "relatedId", "notes"],
  newest: "due_at",
  cards: (today) => ({
    // As rules.ts reads one task, by the office's day; compared as moments, so that the day
    // boundaries are worked out once rather than for every row.
    open: sql`count(*) filter (where ${open})::int`,
    overdue: sql`count(*) filter (where ${open} and due_at < ${dayStart(today)})::int`,
    dueToday: sql`count(*) filter (where ${open} and due_at >= ${dayStart(today)} and due_at < ${dayStart(today, 1)})::int`,
    done: sql`count(*) filter (where status = ${member(taskStatuses, "Done")})::int`,
  }),
});
