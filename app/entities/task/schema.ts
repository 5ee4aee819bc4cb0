import { z } from "~/lib/zod";
import { storedText } from "~/domain/fields";
import { isoDate, isoDateTime } from "~/domain/admin/schema";
import { staffId } from "../staff/schema";
import { relatedFields } from "../related/schema";

/** A task is open until its owner marks it done (and may open it again). */
export const taskStatuses = ["Open", "Done"] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** A task number: TSK-YYYY-NNN. */
export const TASK_ID_PATTERN = /^TSK-\d{4}-\d{3,}$/;

/**
 * A follow-up a member of staff owns: what to do, the moment it is due (kept in UTC, typed and
 * shown on the office's clock, Bucharest), whom it is assigned to, the record it is about, if any,
 * and whether it is done.
 */
export const taskSchema = z.object({
  id: z.string().regex(TASK_ID_PATTERN),
  title: storedText("title").min(1),
  dueAt: isoDateTime,
  /** The staff account that owns it (a task made by someone no longer an administrator keeps it). */
  assignedTo: staffId.nullable(),
  ...relatedFields,
  notes: storedText("message"),
  status: z.enum(taskStatuses),
  doneAt: isoDateTime.nullable(),
  createdAt: isoDate,
});
export type Task = z.infer<typeof taskSchema>;
