import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { languages } from "~/i18n/types";
import { numberInputLength, readNumber } from "~/domain/number-limits";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { useAdminFormat } from "~/admin-kit/format";
import { FormField } from "~/admin-kit/records/form-field";
import { ActionMessage } from "~/admin-kit/records/record-ui";
import { useSpecFields } from "~/admin-kit/records/record-form";
import { Panel } from "~/admin-kit/ui/panels";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { creditableQuantities, creditNoteFigures, type CreditNote } from "./credit-notes";
import type { Invoice } from "./schema";
import { formValues } from "~/admin-kit/records/form-values";

/**
 * An issued invoice's credit notes (facturi de stornare), each with its PDF in both languages, and
 * for staff who may change it while something is left to credit, the form that issues one: why,
 * and all that is left or a quantity of some lines; it asks first with the note's total.
 */
export function CreditNotesPanel({
  invoice,
  notes,
  mayIssue,
  result,
}: {
  invoice: Pick<Invoice, "id" | "items" | "taxRate" | "language">;
  notes: CreditNote[];
  mayIssue: boolean;
  result: RecordActionResult | undefined;
}) {
  const t = useT("admin");
  const format = useAdminFormat();
  const left = creditableQuantities(invoice.items, notes);
  const somethingLeft = left.some((quantity) => quantity > 0);
  return (
    <Panel title={t("actions.invoice.creditNotes")}>
      {notes.length ? (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="credit-notes">
          {notes.map((note) => (
            <li key={note.id} className="space-y-1 py-2">
              <p className="text-slate-900">
                <span className="font-semibold">{note.id}</span> · {format.date(note.issueDate)} ·{" "}
                <span className="font-semibold">{format.money(-note.totalAmount)}</span>
              </p>
              <p className="text-xs text-slate-600">{note.reason}</p>
              <p className="flex flex-wrap gap-2">
                {[invoice.language, ...languages.filter((lang) => lang !== invoice.language)].map((lang) => (
                  <a
                    key={lang}
                    href={`/admin/invoices/${invoice.id}/pdf?creditNote=${note.id}&lang=${lang}`}
                    download={`${note.id}-${lang}.pdf`}
                    className={buttonClass("outline", "sm")}
                  >
                    {t("invoicePdf.download", { language: t(`invoicePdf.language.${lang}`) })}
                  </a>
                ))}
                <a
                  href={`/admin/invoices/${invoice.id}/xml?creditNote=${note.id}`}
                  download={`${note.id}-efactura.xml`}
                  className={buttonClass("outline", "sm")}
                >
                  {t("invoicePdf.efactura")}
                </a>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("actions.invoice.noCreditNotes")}</p>
      )}
      {mayIssue && somethingLeft ? <IssueCreditNoteForm invoice={invoice} left={left} result={result} /> : null}
    </Panel>
  );
}

function IssueCreditNoteForm({
  invoice,
  left,
  result,
}: {
  invoice: Pick<Invoice, "items" | "taxRate">;
  left: number[];
  result: RecordActionResult | undefined;
}) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { returned, error, field, id } = useSpecFields(result, "creditNote");
  return (
    <Form
      method="post"
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      aria-label={t("actions.invoice.issueCreditNote")}
      key={result?.ok && result.form === "creditNote" ? left.join("-") : "creditNote"}
      onSubmit={(event) => {
        // What the note will credit, as typed, at the invoice's rate: asked before it is issued.
        const typed = formValues(event.currentTarget);
        const quantities = left.map((quantity, line) => ({
          line,
          quantity:
            typed.whole === "on" ? quantity : (readNumber("quantity", typed[`lines.${line}.quantity`] ?? "") ?? 0),
        }));
        const { totalAmount } = creditNoteFigures(invoice, quantities);
        if (totalAmount <= 0) return;
        if (!window.confirm(t("actions.invoice.confirmCreditNote", { amount: format.money(-totalAmount) })))
          event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="creditNote" />
      <h3 className="text-sm font-semibold text-slate-900">{t("actions.invoice.issueCreditNote")}</h3>
      {field({
        name: "reason",
        label: t("actions.invoice.creditReason"),
        kind: "textarea",
        rows: 2,
        required: true,
        maxLength: TEXT_LIMITS.note,
      })}
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="whole" defaultChecked={returned?.values?.whole === "on"} className="size-4" />
        {t("actions.invoice.creditWhole")}
      </label>
      <ul className="space-y-2">
        {invoice.items.map((item, line) =>
          left[line]! > 0 ? (
            <li key={line} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-end">
              <p className="text-sm text-slate-700">
                {item.description} · {format.quantity(left[line]!)} {t(`invoiceUnit.${item.unit}`)} ×{" "}
                {format.money(item.unitPrice)}
              </p>
              <FormField
                id={`${id}-line-${line}`}
                name={`lines.${line}.quantity`}
                label={t("actions.invoice.creditQuantity", { n: line + 1 })}
                labelClassName="block text-xs font-medium text-slate-700"
                inputMode="decimal"
                maxLength={numberInputLength("quantity")}
                autoComplete="off"
                defaultValue={returned?.values?.[`lines.${line}.quantity`] ?? ""}
                error={error(`lines.${line}.quantity`)}
              />
            </li>
          ) : null,
        )}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary", "md")}>
          {t("actions.invoice.issueCreditNote")}
        </button>
        <ActionMessage
          result={returned?.errors.form ? returned : result?.ok ? result : undefined}
          intent="creditNote"
        />
      </div>
    </Form>
  );
}
