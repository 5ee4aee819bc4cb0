import { useActionData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { languages } from "~/i18n/types";
import {
  canCancel,
  canCredit,
  canEditLines,
  canMarkPaid,
  canMarkSent,
  issueWarnings,
  needsAction,
  vatInLei,
} from "./rules";
import { outstanding, paidSoFar, refundDue } from "./payments";
import { PaymentsPanel } from "./payments-panel";
import { CreditNotesPanel } from "./credit-notes-panel";
import { creditedSoFar } from "./credit-notes";
import { isZeroRated } from "~/domain/vat";
import { useT } from "~/i18n/language";
import { useAdminFormat, useCountryName } from "~/admin-kit/format";
import { invoiceFormValues } from "./create";
import { InvoiceForm } from "./form";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { IntentForm } from "~/admin-kit/records/intent-form";
import { Detail, useMayChange } from "~/admin-kit/records/record-ui";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";
import { NewRecordPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useNewRecordData, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord, NewRecordData } from "~/admin-kit/records/pages.server";
import type { invoicePages } from "./pages.server";
import { invoiceView } from "./view";
import { InvoiceStatusBadge, invoiceCard } from "./card";

function NewInvoice() {
  const loaderData = useNewRecordData<NewRecordData<typeof invoicePages>>();
  const t = useT("admin");
  const result = useActionData<RecordActionResult>();
  return (
    <NewRecordPage>
      <InvoiceForm result={result} defaults={loaderData.defaults} submitLabel={t("actions.invoice.createDraft")} />
    </NewRecordPage>
  );
}

function InvoicePage() {
  const t = useT("admin");
  const mayChange = useMayChange();
  const format = useAdminFormat();
  const countryName = useCountryName();
  const result = useActionData<RecordActionResult>();
  const { record: invoice } = useRecordPage<FoundRecord<typeof invoicePages>>();
  const paid = paidSoFar(invoice.payments);
  const credited = creditedSoFar(invoice.creditNotes).totalAmount;
  return (
    <RecordPage
      // The heading is its number (the fiscal one once issued); the draft's number is not repeated under it.
      subtitle={invoice.clientName}
      badges={
        <>
          <InvoiceStatusBadge status={invoice.status} />
          {needsAction(invoice) ? <Badge tone="red">{t("invoices.actionRequired")}</Badge> : null}
        </>
      }
      details={
        <>
          <Panel title={t("invoicePdf.client")}>
            <dl className="grid gap-4 sm:grid-cols-2" data-testid="invoice-client">
              <Detail label={t("actions.invoice.clientName")}>{invoice.clientName}</Detail>
              <Detail label={t("actions.invoice.clientEmail")}>{invoice.clientEmail}</Detail>
              <Detail label={t("actions.invoice.clientAddress")}>
                <span className="whitespace-pre-line">{invoice.clientAddress || "—"}</span>
              </Detail>
              <Detail label={t("actions.invoice.clientCountry")}>{countryName(invoice.clientCountry)}</Detail>
              <Detail label={t("actions.invoice.clientTaxCode")}>{invoice.clientTaxCode || "—"}</Detail>
              <Detail label={t("actions.invoice.clientTradeRegister")}>{invoice.clientTradeRegister || "—"}</Detail>
            </dl>
          </Panel>
          <Panel title={t("actions.invoice.items")}>
            {/* On a phone each line is a block of its own; from the small breakpoint up, a table. */}
            <ul className="divide-y divide-slate-100 text-sm sm:hidden" data-testid="invoice-lines-stacked">
              {invoice.items.map((item, i) => (
                <li key={i} className="py-2">
                  <p className="text-slate-900">{item.description}</p>
                  <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-slate-600">
                    <span>
                      {format.quantity(item.quantity)} {t(`invoiceUnit.${item.unit}`)} × {format.money(item.unitPrice)}
                    </span>
                    <span className="font-semibold text-slate-900">{format.money(item.total)}</span>
                  </p>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-sm sm:table">
              <thead className="text-left text-xs text-slate-500">
                <tr>
                  <th className="py-2 font-semibold">{t("invoices.itemsLabel")}</th>
                  <th className="py-2 pl-4 text-right font-semibold">{t("actions.invoice.quantity")}</th>
                  <th className="py-2 pl-4 text-right font-semibold">{t("actions.invoice.unitPrice")}</th>
                  <th className="py-2 pl-4 text-right font-semibold">{t("actions.invoice.total")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {invoice.items.map((item, i) => (
                  <tr key={i}>
                    <td className="py-2">{item.description}</td>
                    <td className="py-2 pl-4 text-right whitespace-nowrap">
                      {format.quantity(item.quantity)} {t(`invoiceUnit.${item.unit}`)}
                    </td>
                    <td className="py-2 pl-4 text-right whitespace-nowrap">{format.money(item.unitPrice)}</td>
                    <td className="py-2 pl-4 text-right whitespace-nowrap">{format.money(item.total)}</td>
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
              <Detail label={t("actions.invoice.vatCategory")}>
                {t(`actions.invoice.vatCategoryOption.${invoice.vatCategory}`)}
              </Detail>
              <Detail label={t("invoicePdf.exchangeRate")} testId="exchange-rate">
                {invoice.exchangeRate !== null && invoice.exchangeRateDate
                  ? t("invoicePdf.exchangeRateValue", {
                      rate: format.fixed(invoice.exchangeRate, 4),
                      date: format.date(invoice.exchangeRateDate),
                    })
                  : "—"}
              </Detail>
              <Detail label={t("invoicePdf.vatInLei")} testId="vat-in-lei">
                {invoice.exchangeRate === null ? "—" : format.lei(vatInLei(invoice) ?? 0)}
              </Detail>
              <Detail label={t("invoices.issued")}>{format.date(invoice.issueDate)}</Detail>
              {invoice.deliveryDate ? (
                <Detail label={t("invoices.delivered")}>{format.date(invoice.deliveryDate)}</Detail>
              ) : null}
              <Detail label={t("invoices.due")}>{format.date(invoice.dueDate)}</Detail>
              <Detail label={t("invoices.paid")} testId="paid-date">
                {format.date(invoice.paidDate)}
              </Detail>
            </dl>
            {isZeroRated(invoice.vatCategory) ? (
              <p className="mt-4 text-sm font-medium text-slate-900">
                {t(`invoicePdf.vatNote.${invoice.vatCategory}`)}
              </p>
            ) : null}
          </Panel>
          {canEditLines(invoice) || invoice.status === "Cancelled" ? null : (
            <PaymentsPanel
              payments={invoice.payments}
              paid={paid}
              credited={credited}
              owed={outstanding(invoice, paid, credited)}
              refund={refundDue(invoice, paid, credited)}
              today={invoice.today}
              mayRecord={mayChange && canMarkPaid(invoice)}
              mayReverse={mayChange}
              result={result}
            />
          )}
          {canCredit(invoice) || invoice.creditNotes.length ? (
            <CreditNotesPanel
              invoice={invoice}
              notes={invoice.creditNotes}
              mayIssue={mayChange && canCredit(invoice)}
              result={result}
            />
          ) : null}
          {mayChange && canEditLines(invoice) ? (
            <Panel title={t("actions.invoice.editDraft")}>
              <InvoiceForm
                result={result}
                defaults={invoiceFormValues(invoice)}
                submitLabel={t("actions.invoice.saveDraft")}
              />
            </Panel>
          ) : null}
        </>
      }
      actions={
        <>
          {mayChange && canMarkSent(invoice) ? (
            <IntentForm result={result} intent="sent" label={t("actions.invoice.markSent")} primary>
              {issueWarnings(invoice, invoice.today).map((warning) => (
                <p
                  key={warning.key}
                  className="mb-2 rounded-md bg-amber-50 p-2 text-xs text-amber-900"
                  data-testid="issue-warning"
                >
                  {t(`actions.invoice.${warning.key}`, {
                    date: format.date(warning.key === "issueDateOld" ? warning.uploadBy : warning.issueBy),
                  })}
                </p>
              ))}
              <p className="text-xs text-slate-600">{t("actions.invoice.sentHint")}</p>
            </IntentForm>
          ) : mayChange && (canCredit(invoice) || invoice.status === "Credited") ? (
            <IntentForm result={result} intent="sent" label={t("actions.invoice.resend")} primary>
              <p className="text-xs text-slate-600">{t("actions.invoice.resendHint")}</p>
            </IntentForm>
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
              {canCredit(invoice) || invoice.status === "Credited" ? (
                <li>
                  <a
                    href={`/admin/invoices/${invoice.id}/xml`}
                    download={`${invoice.invoiceNumber}-efactura.xml`}
                    className={buttonClass("outline", "sm")}
                  >
                    {t("invoicePdf.efactura")}
                  </a>
                </li>
              ) : null}
            </ul>
          </Panel>
        </>
      }
    />
  );
}

/** The invoices screens in the browser: the list, the form that adds one, and a record's page. */
export const invoicePagesUi: EntityPagesUi = {
  List: listPage(invoiceView, invoiceCard),
  New: NewInvoice,
  Record: InvoicePage,
};
