import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/admin-kit/format";
import { useActionData } from "react-router";
import { Detail, RecordLink } from "~/admin-kit/records/record-ui";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { DetailsPanel } from "~/admin-kit/ui/details-panel";
import { IntentForm } from "~/admin-kit/records/intent-form";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useNewRecordData, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord, NewRecordData } from "~/admin-kit/records/pages.server";
import { useOwnerName, useStaff, useListOwners } from "../staff/names";
import { RELATED_SCREEN } from "../related/schema";
import { newTaskValues, taskFields, taskFormValues } from "./form";
import { taskState } from "./rules";
import type { taskPages } from "./pages.server";
import { taskView } from "./view";
import { TaskStateBadge, taskCard } from "./card";

/** A task written by hand, or from a record's page (which names the record). */
function NewTask() {
  const loaderData = useNewRecordData<NewRecordData<typeof taskPages>>();
  const t = useT("admin");
  const staff = useStaff();
  return (
    <NewRecordFormPage
      fields={taskFields(t, staff)}
      values={newTaskValues(loaderData.today, loaderData.owner, loaderData.related)}
    />
  );
}

function TaskPage() {
  const t = useT("admin");
  const format = useAdminFormat();
  const ownerName = useOwnerName();
  const staff = useStaff();
  const result = useActionData<RecordActionResult>();
  const { record: task, today } = useRecordPage<FoundRecord<typeof taskPages>>();
  const done = task.status === "Done";
  return (
    <RecordPage
      subtitle={task.id}
      badges={<TaskStateBadge status={taskState(task, today)} />}
      details={
        <DetailsPanel title={t("tasks.details")} texts={[task.notes]}>
          <Detail label={t("tasks.fields.dueAt")} testId="task-due">
            {format.dateTime(task.dueAt)}
          </Detail>
          <Detail label={t("tasks.fields.owner")} testId="task-owner">
            {ownerName(task.assignedTo)}
          </Detail>
          {task.relatedKind && task.relatedId ? (
            <Detail label={t("tasks.fields.related")}>
              <RecordLink screen={RELATED_SCREEN[task.relatedKind]} id={task.relatedId} />
              {task.relatedName ? <span className="ml-2 text-slate-600">{task.relatedName}</span> : null}
            </Detail>
          ) : null}
          {task.doneAt ? <Detail label={t("tasks.doneAt")}>{format.dateTime(task.doneAt)}</Detail> : null}
        </DetailsPanel>
      }
      edit={{ fields: taskFields(t, staff), values: taskFormValues(task) }}
      actions={
        <IntentForm
          result={result}
          intent={done ? "reopen" : "done"}
          label={done ? t("tasks.reopen") : t("tasks.markDone")}
          primary
        />
      }
      remove={{ label: t("tasks.delete"), confirmation: t("tasks.confirmDelete") }}
    />
  );
}

/** The task screens in the browser: the list, the form that writes one, and a task's page. */
export const taskPagesUi: EntityPagesUi = {
  List: listPage(taskView, taskCard, useListOwners),
  New: NewTask,
  Record: TaskPage,
};
