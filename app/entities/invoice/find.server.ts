import { type Db, findOne } from "~/admin-kit/records/find.server";
import type { Flagged } from "~/admin-kit/lists/query.server";
import { invoiceSchema, type Invoice } from "./schema";

/** Reading one invoice from the database, as its record page and actions do. */
export const findInvoice = (db: Db, id: string, lock = false): Promise<Flagged<Invoice>> =>
  findOne(db, "invoices", invoiceSchema, id, lock);
