import { sql } from "kysely";
import { defineList } from "~/admin-kit/lists/query.server";
import { OFFICE_TIME_ZONE } from "~/domain/admin/dates";
import { member } from "~/domain/admin/vocabulary";
import { taskSchema, taskStatuses } from "./schema";
import { taskView } from "./view";

const open = sql`status = ${member(taskStatuses, "Open")}`;
/** A task's due day on the office's calendar, in SQL. */
export const taskDueDay = sql`(due_at at time zone ${OFFICE_TIME_ZONE})::date`;

/** The back-office list of tasks: the latest due first, searched by title, record and notes. */
export const taskList = defineList(taskView, taskSchema, "tasks", {
  searched: ["title", "relatedId", "notes"],
  newest: "due_at",
  cards: (today) => ({
    // As rules.ts reads one task, by the office's day.
    open: sql`count(*) filter (where ${open})::int`,
    overdue: sql`count(*) filter (where ${open} and ${taskDueDay} < ${today}::date)::int`,
    dueToday: sql`count(*) filter (where ${open} and ${taskDueDay} = ${today}::date)::int`,
    done: sql`count(*) filter (where status = ${member(taskStatuses, "Done")})::int`,
  }),
});
