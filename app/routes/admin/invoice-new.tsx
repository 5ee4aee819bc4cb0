import { adminRoute } from "~/admin-kit/route-handle";
import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/invoice-new";
import { useT } from "~/i18n/language";
import { addDays } from "~/domain/admin/dates";
import { createInvoice } from "~/entities/invoice/actions.server";
import { invoiceFormAction } from "~/entities/invoice/form-action.server";
import { InvoiceForm } from "~/entities/invoice/form";
import { today } from "~/admin-kit/records/find.server";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { NewRecordPage } from "~/admin-kit/records/new-record-page";

export const handle = adminRoute("invoices");

/** Days between an invoice's issue and its due date, unless staff choose another. */
const PAYMENT_TERM_DAYS = 30;

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  const issueDate = today();
  return {
    title: adminTitle(screen, "actions.invoice.new"),
    defaults: { issueDate, dueDate: addDays(issueDate, PAYMENT_TERM_DAYS), language: screen.lang },
  };
}

export async function action({ request }: Route.ActionArgs) {
  return invoiceFormAction(request, handle.adminAccess, async (invoice, { db, actor }) => {
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
      <InvoiceForm result={result} defaults={loaderData.defaults} submitLabel={t("actions.invoice.createDraft")} />
    </NewRecordPage>
  );
}
