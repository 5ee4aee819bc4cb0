import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { longText, minute, requiredLine } from "~/domain/admin/form-inputs";
import { toOfficeMinute } from "~/domain/admin/dates";
import type { TFn } from "~/i18n/language";
import type { FieldSpec } from "~/admin-kit/contracts";
import { staffChoice, staffOptions, type Staff } from "../staff/schema";
import { RELATED_ID_LENGTH, relatedInput } from "../related/schema";
import type { Task } from "./schema";

/**
 * A task as staff write it: what to do, when (the office's clock), who owns it (nobody chosen:
 * whoever writes it) and the record it is about, by number.
 */
export const taskFormSchema = z
  .object({
    title: requiredLine("title"),
    dueAt: minute,
    assignedTo: staffChoice,
    related: relatedInput,
    notes: longText(TEXT_LIMITS.message),
  })
  .transform(({ related, ...task }) => ({ ...task, ...related, assignedTo: task.assignedTo || null }));
export type TaskForm = z.infer<typeof taskFormSchema>;

export function taskFields(t: TFn<"admin">, staff: readonly Staff[]): FieldSpec[] {
  return [
    { name: "title", label: t("tasks.fields.title"), kind: "text", required: true, maxLength: TEXT_LIMITS.title },
    {
      name: "dueAt",
      label: t("tasks.fields.dueAt"),
      kind: "datetime-local",
      required: true,
      hint: t("tasks.fields.dueHint"),
    },
    {
      name: "assignedTo",
      label: t("tasks.fields.owner"),
      kind: "select",
      options: staffOptions(staff, t("tasks.fields.me")),
    },
    {
      name: "related",
      label: t("tasks.fields.related"),
      kind: "text",
      maxLength: RELATED_ID_LENGTH,
      hint: t("tasks.fields.relatedHint"),
    },
    { name: "notes", label: t("tasks.fields.notes"), kind: "textarea", maxLength: TEXT_LIMITS.message },
  ];
}

/** A new task's inputs: due tomorrow at 10:00 on the office's clock, owned by whoever writes it. */
export function newTaskValues(today: string, owner: string, related: string): Record<string, string> {
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return { dueAt: `${tomorrow.toISOString().slice(0, 10)}T10:00`, assignedTo: owner, related };
}

export function taskFormValues(task: Task): Record<string, string> {
  return {
    title: task.title,
    dueAt: toOfficeMinute(task.dueAt),
    assignedTo: task.assignedTo ?? "",
    related: task.relatedId ?? "",
    notes: task.notes,
  };
}

/** A task's own buttons: done, and open again. */
export const taskActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("done") }),
  z.object({ intent: z.literal("reopen") }),
]);
export type TaskAction = z.infer<typeof taskActionSchema>;
