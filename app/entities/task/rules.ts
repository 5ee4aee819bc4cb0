import type { Tone } from "~/domain/admin/tone";
import { officeDay } from "~/domain/admin/dates";
import type { Task } from "./schema";

/**
 * Where a task stands on a day of the office's calendar: done, overdue (due on a day before),
 * due today (whatever the hour), or upcoming. The bell tells its owner the moment it falls due.
 */
export type TaskState = "done" | "overdue" | "today" | "upcoming";
export const taskStates = ["overdue", "today", "upcoming", "done"] as const satisfies readonly TaskState[];

export function taskState(task: Pick<Task, "status" | "dueAt">, today: string): TaskState {
  if (task.status === "Done") return "done";
  const day = officeDay(new Date(task.dueAt));
  if (day < today) return "overdue";
  return day === today ? "today" : "upcoming";
}

export const taskTone: Record<TaskState, Tone> = {
  done: "green",
  overdue: "red",
  today: "yellow",
  upcoming: "blue",
};
