import { adminRoute } from "~/admin-kit/route-handle";
import { useActionData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { languages } from "~/i18n/types";
import type { Route } from "./+types/invoice-record";
import { invoiceActionSchema } from "~/entities/invoice/intents";
import { canCancel, canEditLines, canMarkPaid, canMarkSent, needsAction } from "~/entities/invoice/rules";
import { invoiceStatusTone } from "~/entities/invoice/summary";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { addNote } from "~/features/admin/records/notes.server";
import { cancelInvoice, markInvoicePaid, markInvoiceSent, updateInvoiceDraft } from "~/entities/invoice/actions.server";
import { invoiceFormAction } from "~/entities/invoice/form-action.server";
import { invoiceFormValues } from "~/entities/invoice/create";
import { InvoiceForm } from "~/entities/invoice/form";
import { findInvoice } from "~/entities/invoice/find.server";
import { recordAction } from "~/admin-kit/records/record-action.server";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { loadRecord } from "~/features/admin/records/record-loader.server";
import { IntentForm } from "~/admin-kit/records/intent-form";
import { RecordNotFound } from "~/admin-kit/records/record-not-found";
import { Detail, History, NoteForm, RecordLayout, useMayChange } from "~/admin-kit/records/record-ui";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";

export const handle = adminRoute("invoices");

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadRecord(
    request,
    handle.adminAccess,
    "invoice",
    params.id,
    findInvoice,
    (i) => i.invoiceNumber,
    "invoices.title",
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  // A draft's client, dates and lines, changed in the same form that made it.
  if (intent === "save" || intent === "addLine")
    return invoiceFormAction(request, handle.adminAccess, (invoice, { db, actor }) =>
      updateInvoiceDraft(db, actor, params.id, invoice),
    );
  return recordAction(request, handle.adminAccess, invoiceActionSchema, (input, { db, actor }) => {
    if (input.intent === "paid") return markInvoicePaid(db, actor, params.id);
    if (input.intent === "sent") return markInvoiceSent(db, actor, params.id);
    if (input.intent === "cancel") return cancelInvoice(db, actor, params.id);
    return addNote(db, actor, "invoice", params.id, input.note);
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const mayChange = useMayChange();
  const format = useAdminFormat();
  const result = useActionData<RecordActionResult>();
  const { record: invoice, history } = loaderData;
  if (!invoice) return <RecordNotFound list="/admin/invoices" />;
  return (
    <RecordLayout
      title={invoice.invoiceNumber}
      subtitle={joinParts(invoice.id, invoice.clientName)}
      list="/admin/invoices"
      invalid={invoice.invalidFields}
      badges={
        <>
          <Badge tone={invoiceStatusTone[invoice.status]}>{t(`status.invoice.${invoice.status}`)}</Badge>
          {needsAction(invoice) ? <Badge tone="red">{t("invoices.actionRequired")}</Badge> : null}
        </>
      }
      main={
        <>
          <Panel title={t("actions.invoice.items")}>
            <table className="w-full text-sm">
              <thead className="text-left text-xs text-slate-500">
                <tr>
                  <th className="py-2 font-semibold">{t("invoices.itemsLabel")}</th>
                  <th className="py-2 text-right font-semibold">{t("actions.invoice.quantity")}</th>
                  <th className="py-2 text-right font-semibold">{t("actions.invoice.unitPrice")}</th>
                  <th className="py-2 text-right font-semibold">{t("actions.invoice.total")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {invoice.items.map((item, i) => (
                  <tr key={i}>
                    <td className="py-2">{item.description}</td>
                    <td className="py-2 text-right">{format.number(item.quantity)}</td>
                    <td className="py-2 text-right">{format.money(item.unitPrice)}</td>
                    <td className="py-2 text-right">{format.money(item.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              <Detail label={t("invoices.subtotal")}>{format.money(invoice.amount)}</Detail>
              <Detail label={t("invoices.tax", { rate: format.number(invoice.taxRate) })}>
                {format.money(invoice.taxAmount)}
              </Detail>
              <Detail label={t("invoices.total")}>{format.money(invoice.totalAmount)}</Detail>
              <Detail label={t("invoices.issued")}>{format.date(invoice.issueDate)}</Detail>
              {invoice.deliveryDate ? (
                <Detail label={t("invoices.delivered")}>{format.date(invoice.deliveryDate)}</Detail>
              ) : null}
              <Detail label={t("invoices.due")}>{format.date(invoice.dueDate)}</Detail>
              <Detail label={t("invoices.paid")} testId="paid-date">
                {format.date(invoice.paidDate)}
              </Detail>
            </dl>
          </Panel>
          {mayChange && canEditLines(invoice) ? (
            <Panel title={t("actions.invoice.editDraft")}>
              <InvoiceForm
                result={result}
                defaults={invoiceFormValues(invoice)}
                submitLabel={t("actions.invoice.saveDraft")}
              />
            </Panel>
          ) : null}
          <History entries={history} />
        </>
      }
      side={
        <>
          {mayChange && canMarkSent(invoice) ? (
            <IntentForm result={result} intent="sent" label={t("actions.invoice.markSent")} primary>
              <p className="text-xs text-slate-600">{t("actions.invoice.sentHint")}</p>
            </IntentForm>
          ) : null}
          {mayChange && canMarkPaid(invoice) ? (
            <IntentForm
              result={result}
              intent="paid"
              label={t("actions.invoice.markPaid")}
              // Money moves: staff see the amount before it is recorded.
              confirmation={t("actions.invoice.confirmPaid", { amount: format.money(invoice.totalAmount) })}
              primary
            />
          ) : null}
          {mayChange && canCancel(invoice) ? (
            <IntentForm
              result={result}
              intent="cancel"
              label={t("actions.invoice.cancel")}
              confirmation={t("actions.invoice.confirmCancel")}
            />
          ) : null}
          <Panel title={t("invoicePdf.title")}>
            <ul className="space-y-2">
              {[invoice.language, ...languages.filter((lang) => lang !== invoice.language)].map((lang) => (
                <li key={lang}>
                  <a
                    href={`/admin/invoices/${invoice.id}/pdf?lang=${lang}`}
                    download={`${invoice.invoiceNumber}-${lang}.pdf`}
                    className={buttonClass("outline", "sm")}
                  >
                    {t("invoicePdf.download", { language: t(`invoicePdf.language.${lang}`) })}
                  </a>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel>
            <NoteForm result={result} />
          </Panel>
        </>
      }
    />
  );
}
