import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/server/db/schema";
import { ActionRefused } from "~/admin-kit/contracts";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today } from "~/admin-kit/records/find.server";
import { insertRecord, recordEditor } from "~/admin-kit/records/save.server";
import { member } from "~/domain/admin/vocabulary";
import { SYSTEM_ACTOR } from "~/domain/admin/actors";
import { checkOwner } from "../staff/list.server";
import { checkRelated } from "../related/find.server";
import { findTask } from "./find.server";
import { taskFormSchema, type TaskAction, type TaskForm } from "./form";
import { taskStatuses } from "./schema";

/** Writes on the record a task is about that a task was added to it, so that its history says so. */
async function noteOnRelated(trx: Transaction<Database>, actor: Actor, task: TaskForm, id: string) {
  if (task.relatedKind && task.relatedId)
    await recordEvent(trx, actor, task.relatedKind, task.relatedId, "taskAdded", { task: id, title: task.title });
}

/** A task, owned by whoever the form names (nobody named: its writer), about the record it names; returns its id. */
export async function createTask(db: Kysely<Database>, actor: Actor, input: TaskForm): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const owner = input.assignedTo ?? actor.id;
    await checkOwner(trx, owner);
    await checkRelated(trx, input);
    const id = await insertRecord(
      trx,
      actor,
      "task",
      { ...input, assignedTo: owner, status: member(taskStatuses, "Open"), createdAt: today() },
      "taskCreated",
      { title: input.title },
    );
    await noteOnRelated(trx, actor, input, id);
    return id;
  });
}

export const editTask = recordEditor("task", findTask, taskFormSchema, {
  fields: async (trx, input: TaskForm, before) => {
    // A task keeps the owner and record it has; a new one named must exist.
    await checkOwner(trx, input.assignedTo ?? before.assignedTo, before.assignedTo);
    await checkRelated(trx, input, before.relatedId);
    // A moved due moment is told to the owner again when it comes.
    const moved = new Date(input.dueAt).getTime() !== new Date(before.dueAt).getTime();
    if (moved) await trx.updateTable("tasks").set({ due_notified_at: null }).where("id", "=", before.id).execute();
    return { ...input, assignedTo: input.assignedTo ?? before.assignedTo };
  },
});

/** Marks a task done, or open again. */
export async function actOnTask(db: Kysely<Database>, actor: Actor, id: string, action: TaskAction): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const task = await findTask(trx, id, true);
    const done = action.intent === "done";
    if ((task.status === "Done") === done) throw new ActionRefused("unchanged");
    await trx
      .updateTable("tasks")
      .set({ status: member(taskStatuses, done ? "Done" : "Open"), done_at: done ? new Date().toISOString() : null })
      .where("id", "=", id)
      .execute();
    await recordEvent(trx, actor, "task", id, done ? "taskDone" : "taskReopened", { title: task.title });
  });
}

export async function deleteTask(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const task = await findTask(trx, id, true);
    await trx.deleteFrom("tasks").where("id", "=", id).execute();
    await recordEvent(trx, actor, "task", id, "taskDeleted", { name: task.title });
  });
}

/**
 * Tells each owner's bell of their open tasks whose moment came (once a task; moving its due
 * moment tells again): a "taskDue" event naming the owner. Returns the tasks told of.
 */
export async function notifyDueTasks(db: Kysely<Database>, now: Date = new Date()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .updateTable("tasks")
      .set({ due_notified_at: now.toISOString() })
      .where("status", "=", member(taskStatuses, "Open"))
      .where("due_notified_at", "is", null)
      .where("due_at", "<=", now.toISOString())
      .returning(["id", "title", "assigned_to"])
      .execute();
    for (const task of due)
      await recordEvent(trx, SYSTEM_ACTOR, "task", task.id, "taskDue", { title: task.title, owner: task.assigned_to });
    return due.map((task) => task.id);
  });
}
