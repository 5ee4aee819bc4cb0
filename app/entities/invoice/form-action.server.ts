import type { AdminAccess } from "~/domain/account/permissions";
import { requireAdmin } from "~/admin-kit/access.server";
import { data } from "react-router";
import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import type { Actor } from "~/admin-kit/records/events.server";
import { postReadBy, recordAction } from "~/admin-kit/records/record-action.server";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { lineRowsOf, MAX_INVOICE_LINES, readInvoiceForm, type NewInvoice } from "./create";

/** The form's post read into an invoice; each refused field is an issue named by its input. */
const invoicePost = postReadBy((values) => {
  const read = readInvoiceForm(values);
  return read.ok ? { ok: true, value: read.invoice } : read;
});

/**
 * The invoice form's post (a new invoice, or a draft's changes). "Add a line" without JavaScript
 * answers the same form back, one row longer, nothing saved; "save" reads the form and runs `save`.
 */
export async function invoiceFormAction(
  request: Request,
  access: AdminAccess,
  save: (invoice: NewInvoice, context: { db: Kysely<Database>; actor: Actor }) => Promise<Response | void>,
) {
  // Even the form answered back is for those who may post it.
  await requireAdmin(request, access);
  const form = await request.clone().formData();
  if (form.get("intent") === "addLine") {
    const values: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string") values[name] = value;
    const rows = Math.min(MAX_INVOICE_LINES, lineRowsOf(values) + 1);
    return data<RecordActionResult>({
      ok: false,
      form: "save",
      errors: {},
      values: { ...values, rows: String(rows) },
    });
  }
  return recordAction(request, access, invoicePost, save);
}
