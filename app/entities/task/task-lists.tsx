import { Link } from "react-router";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/admin-kit/format";
import { buttonClass } from "~/components/ui/button";
import { useMayPost } from "~/admin-kit/records/record-ui";
import { EmptyState, Panel } from "~/admin-kit/ui/panels";
import { TaskStateBadge } from "./card";
import type { MyTasks } from "./mine.server";
import { taskState } from "./rules";
import type { Task } from "./schema";

/** Tasks as a short list: each title (its page), when it is due and where it stands. */
function TaskRows({ tasks, today }: { tasks: readonly Task[]; today: string }) {
  const format = useAdminFormat();
  return (
    <ul className="divide-y divide-slate-100">
      {tasks.map((task) => (
        <li key={task.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="min-w-0">
            <Link to={`/admin/tasks/${task.id}`} className="font-medium break-words text-brand-700 hover:underline">
              {task.title}
            </Link>
            <p className="text-xs text-slate-600">{joinDue(format.dateTime(task.dueAt), task.relatedId)}</p>
          </div>
          <TaskStateBadge status={taskState(task, today)} />
        </li>
      ))}
    </ul>
  );
}

const joinDue = (due: string, related: string | null) => (related ? `${due} · ${related}` : due);

/** The dashboard's "My tasks": the administrator's open tasks, overdue, due today and upcoming, each with its count. */
export function MyTasksPanel({ tasks, today }: { tasks: MyTasks; today: string }) {
  const t = useT("admin");
  const groups = (["overdue", "today", "upcoming"] as const).filter((group) => tasks[group].count > 0);
  return (
    <Panel
      title={t("tasks.mine.title")}
      labelledBy="my-tasks"
      action={
        <Link to="/admin/tasks?status=Open" className="text-sm font-medium text-brand-700 hover:underline">
          {t("tasks.mine.all")}
        </Link>
      }
    >
      <div data-testid="my-tasks" className="space-y-4">
        {groups.length === 0 ? <EmptyState>{t("tasks.mine.none")}</EmptyState> : null}
        {groups.map((group) => (
          <section key={group} aria-label={t(`tasks.mine.${group}`)} data-testid={`my-tasks-${group}`}>
            <h3 className="text-sm font-semibold text-slate-800">
              {t(`tasks.mine.${group}`)} ({tasks[group].count})
            </h3>
            <TaskRows tasks={tasks[group].tasks} today={today} />
          </section>
        ))}
      </div>
    </Panel>
  );
}

/**
 * A lead's or opportunity's next step: its open task due soonest, the others under it, and links
 * that write a task or schedule a meeting about the record.
 */
export function NextStepPanel({
  tasks,
  about,
  contact,
  today,
}: {
  tasks: readonly Task[];
  about: string;
  /** The contact a meeting about the record invites at first, if it has one. */
  contact?: string | null;
  today: string;
}) {
  const t = useT("admin");
  const format = useAdminFormat();
  const mayPost = useMayPost();
  const [next, ...others] = tasks;
  return (
    <Panel title={t("tasks.nextStep")} labelledBy="next-step">
      <div data-testid="next-step" className="space-y-3">
        {next ? (
          <p>
            <Link to={`/admin/tasks/${next.id}`} className="font-medium break-words text-brand-700 hover:underline">
              {next.title}
            </Link>
            <span className="block text-sm text-slate-600">{format.dateTime(next.dueAt)}</span>
          </p>
        ) : (
          <EmptyState>{t("tasks.noNextStep")}</EmptyState>
        )}
        {others.length ? <TaskRows tasks={others} today={today} /> : null}
        <div className="flex flex-wrap gap-2">
          {mayPost("tasks") ? (
            <Link to={`/admin/tasks/new?about=${encodeURIComponent(about)}`} className={buttonClass("outline", "sm")}>
              {t("tasks.addFor")}
            </Link>
          ) : null}
          {mayPost("meetings") ? (
            <Link
              to={`/admin/meetings/new?about=${encodeURIComponent(about)}${contact ? `&contact=${encodeURIComponent(contact)}` : ""}`}
              className={buttonClass("outline", "sm")}
            >
              {t("meetings.schedule")}
            </Link>
          ) : null}
        </div>
      </div>
    </Panel>
  );
}
