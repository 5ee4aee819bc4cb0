import { findOne, type Db } from "~/admin-kit/records/find.server";
import type { Flagged } from "~/admin-kit/lists/query.server";
import { taskSchema, type Task } from "./schema";

/** Reading one task from the database, as its record page and actions do. */
export const findTask = (db: Db, id: string, lock = false): Promise<Flagged<Task>> =>
  findOne(db, "tasks", taskSchema, id, lock);
