import { type Db, findOne } from "~/admin-kit/records/find.server";
import type { Flagged } from "~/admin-kit/lists/query.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { contactSchema, type Contact } from "./schema";

/** Reading one contact from the database, as its record page and actions do. */
export const findContact = (db: Db, id: string, lock = false): Promise<Flagged<Contact>> =>
  findOne(db, "contacts", contactSchema, id, lock);

/** The contact another record names by its number: refused beside the contactId input when no contact has it. */
export const namedContact = (db: Db, id: string): Promise<Flagged<Contact>> =>
  findContact(db, id).catch((error: unknown) => {
    throw error instanceof ActionRefused ? new ActionRefused("contactNotFound", 409, "contactId") : error;
  });
