import { statusBadge } from "~/admin-kit/ui/badge";
import { Facts } from "~/admin-kit/ui/record-card";
import type { CardContent, CardTools } from "~/admin-kit/contracts";
import { OwnerName } from "../staff/names";
import { taskState, taskTone } from "./rules";
import type { Task } from "./schema";

/** Where a task stands (overdue, today, upcoming, done), on its card, its page and the dashboard. */
export const TaskStateBadge = statusBadge(taskTone, (t, state) => t(`tasks.state.${state}`));

/** A task's stored status (open or done), where the day does not matter (a contact's linked records). */
export const TaskStatusBadge = statusBadge({ Open: "blue", Done: "green" } as const, (t, status) =>
  t(`status.task.${status}`),
);

/** One task as a card of its back-office list (the list's day decides whether it is overdue). */
export function taskCard(task: Task, { t, format, today }: CardTools): CardContent {
  return {
    title: task.title,
    subtitle: format.dateTime(task.dueAt),
    badges: <TaskStateBadge status={taskState(task, today)} />,
    body: (
      <Facts
        items={[
          [t("tasks.fields.owner"), <OwnerName id={task.assignedTo} />],
          [t("tasks.fields.related"), task.relatedId ?? "—"],
        ]}
      />
    ),
  };
}
