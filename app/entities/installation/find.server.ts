import { findOne, type Db } from "~/admin-kit/records/find.server";
import type { Flagged } from "~/admin-kit/lists/query.server";
import { installationSchema, type Installation } from "./schema";

/** Reading one installation from the database, as its record page and actions do. */
export const findInstallation = (db: Db, id: string, lock = false): Promise<Flagged<Installation>> =>
  findOne(db, "installations", installationSchema, id, lock);
