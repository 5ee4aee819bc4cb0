import { sql } from "kysely";
import type { Db } from "~/admin-kit/records/find.server";
import { readRecord, recordColumns } from "~/admin-kit/lists/query.server";
import { member } from "~/domain/admin/vocabulary";
import { taskDueDay } from "./list.server";
import { taskSchema, taskStatuses, type Task } from "./schema";

/** The most tasks of each group the dashboard lists (the counts cover them all). */
export const MY_TASKS_SHOWN = 5;

export type TaskGroup = { count: number; tasks: Task[] };
export type MyTasks = { overdue: TaskGroup; today: TaskGroup; upcoming: TaskGroup };

/**
 * An administrator's open tasks by the office's day, the soonest due first: overdue (due on a day
 * before `today`), due today, and upcoming; each with its count.
 */
export async function myTasks(db: Db, userId: string, today: string): Promise<MyTasks> {
  const group = sql`case when ${taskDueDay} < ${today}::date then 'overdue' when ${taskDueDay} = ${today}::date then 'today' else 'upcoming' end`;
  const { rows } = await sql<{ group: keyof MyTasks; count: number; tasks: unknown[] }>`
    with mine as (
      select ${recordColumns(taskSchema)}, ${group} as "group", row_number() over (partition by ${group} order by due_at, id) as place
      from tasks where assigned_to = ${userId} and status = ${member(taskStatuses, "Open")}
    )
    select "group", count(*)::int as count,
      coalesce(json_agg(mine order by "dueAt", id) filter (where place <= ${MY_TASKS_SHOWN}), '[]') as tasks
    from mine group by "group"`.execute(db);
  const empty = (): TaskGroup => ({ count: 0, tasks: [] });
  const groups: MyTasks = { overdue: empty(), today: empty(), upcoming: empty() };
  for (const row of rows)
    groups[row.group] = { count: row.count, tasks: row.tasks.map((task) => readRecord("tasks", taskSchema, task)) };
  return groups;
}

/** An open task of a record, the soonest due first: its next step (null: none open). */
export async function openTasksOf(db: Db, kind: string, id: string): Promise<Task[]> {
  const { rows } = await sql<unknown>`select ${recordColumns(taskSchema)} from tasks
    where related_kind = ${kind} and related_id = ${id} and status = ${member(taskStatuses, "Open")}
    order by due_at, id limit 20`.execute(db);
  return rows.map((row) => readRecord("tasks", taskSchema, row));
}
