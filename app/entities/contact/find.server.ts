import { type Db, findOne } from "~/admin-kit/records/find.server";
import type { Flagged } from "~/admin-kit/lists/query.server";
import { contactSchema, type Contact } from "./schema";

/** Reading one contact from the database, as its record page and actions do. */
export const findContact = (db: Db, id: string, lock = false): Promise<Flagged<Contact>> =>
  findOne(db, "contacts", contactSchema, id, lock);
