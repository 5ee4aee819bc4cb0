import { data, redirect, useActionData } from "react-router";
import type { Route } from "./+types/invoice-new";
import { z } from "~/lib/zod";
import { useT } from "~/i18n/language";
import { addDays } from "~/domain/admin/dates";
import { createInvoice } from "~/entities/invoice/actions.server";
import { lineRowsOf, MAX_INVOICE_LINES, readInvoiceForm } from "~/entities/invoice/create";
import { InvoiceForm } from "~/entities/invoice/form";
import { today } from "~/features/admin/records/find.server";
import { recordAction, type RecordActionResult } from "~/features/admin/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { NewRecordPage } from "~/features/admin/records/new-record-page";

/** Days between an invoice's issue and its due date, unless staff choose another. */
const PAYMENT_TERM_DAYS = 30;

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  const issueDate = today();
  return {
    title: adminTitle(screen, "actions.invoice.new"),
    defaults: { issueDate, dueDate: addDays(issueDate, PAYMENT_TERM_DAYS) },
  };
}

/** The form's post read into a new invoice; each refused field is an issue named by its input. */
const invoicePost = z.record(z.string(), z.string()).transform((values, ctx) => {
  const read = readInvoiceForm(values);
  if (read.ok) return read.invoice;
  for (const [path, message] of Object.entries(read.errors)) ctx.addIssue({ code: "custom", path: [path], message });
  return z.NEVER;
});

export async function action({ request }: Route.ActionArgs) {
  // "Add a line" without JavaScript: the same form back, one row longer, nothing saved.
  const adding = request.clone();
  const form = await adding.formData();
  if (form.get("intent") === "addLine") {
    const values: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string") values[name] = value;
    const rows = Math.min(MAX_INVOICE_LINES, lineRowsOf(values) + 1);
    return data<RecordActionResult>({
      ok: false,
      intent: "save",
      errors: {},
      values: { ...values, rows: String(rows) },
    });
  }
  return recordAction(request, invoicePost, async (invoice, { db, actor }) => {
    const number = await createInvoice(db, actor, invoice);
    return redirect(`/admin/invoices/${number}`);
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function NewInvoice({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const result = useActionData<RecordActionResult>();
  return (
    <NewRecordPage title={t("actions.invoice.new")} list="/admin/invoices">
      <InvoiceForm result={result} defaults={loaderData.defaults} />
    </NewRecordPage>
  );
}
