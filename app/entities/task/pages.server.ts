import { sql } from "kysely";
import { bulkStatus, entityPages } from "~/admin-kit/records/pages.server";
import { intentHandler } from "~/admin-kit/records/record-action.server";
import { relatedPrefill } from "../related/schema";
import { contactPrefill } from "../contact/schema";
import { relatedName } from "../related/find.server";
import { actOnTask, createTask, deleteTask, editTask } from "./actions.server";
import { findTask } from "./find.server";
import { taskActionSchema, taskFormSchema } from "./form";
import { taskList } from "./list.server";
import { taskStatuses } from "./schema";

/** The tasks' screens: the list, each task's page (done, open again), and the form that writes one. */
export const taskPages = entityPages(taskList, {
  record: {
    // With the name of the record it is about (none: it has gone).
    find: async (db, id, lock) => {
      const task = await findTask(db, id, lock);
      const about = task.relatedKind && task.relatedId ? await relatedName(db, task.relatedKind, task.relatedId) : null;
      return { ...task, relatedName: about };
    },
    title: (task) => task.title,
    edit: editTask,
    remove: deleteTask,
    intents: (id) => ({
      done: intentHandler(taskActionSchema, (action, { db, actor }) => actOnTask(db, actor, id, action)),
      reopen: intentHandler(taskActionSchema, (action, { db, actor }) => actOnTask(db, actor, id, action)),
    }),
  },
  // The table's checked rows: done or open again, or deleted.
  bulk: {
    status: bulkStatus(taskStatuses, "status.task", (db, actor, id, status) =>
      actOnTask(db, actor, id, { intent: status === "Done" ? "done" : "reopen" }),
    ),
    delete: deleteTask,
  },
  search: { title: sql<string>`title`, detail: sql<string>`coalesce(related_id, '')` },
  create: {
    // About the record the link names, or the contact it came from.
    data: ({ screen, url }) => ({
      today: screen.today,
      owner: screen.admin.id,
      related: relatedPrefill(url) || contactPrefill(url),
    }),
    schema: taskFormSchema,
    save: createTask,
  },
});
