import { invoiceUnits } from "./schema";
import { vatCategories } from "~/domain/vat";
import { clientDetailsFields } from "../contact/client-details";
import { useCountryName } from "~/admin-kit/format";
import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { numberInputLength } from "~/domain/number-limits";
import { useT } from "~/i18n/language";
import { languages } from "~/i18n/types";
import { buttonClass } from "~/components/ui/button";
import { useAdminFormat } from "~/admin-kit/format";
import { FormField, Labelled } from "~/admin-kit/records/form-field";
import { ActionMessage, useBusy } from "~/admin-kit/records/record-ui";
import { useSpecFields } from "~/admin-kit/records/record-form";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { formValues } from "~/admin-kit/records/form-values";
import { lineRowsOf, MAX_INVOICE_LINES, typedLinesTotals } from "./create";

/**
 * The line table's columns where the form is wide enough beside the sidebar (a laptop): description,
 * quantity, unit, unit price. Narrower, each line is a card of labelled fields.
 */
const LINE_COLUMNS = "gap-2 lg:grid-cols-[minmax(0,1fr)_6rem_6.5rem_9rem]";
/** A line's labels: over each field of a card, said only to screen readers above the table's headings. */
const LINE_LABEL_CLASS = "block text-xs font-medium text-slate-700 lg:sr-only";

/**
 * A new invoice: the client, the dates and up to twenty lines. The running subtotal, VAT and
 * total follow the typing (the server computes them again when it saves); "Add a line" adds a
 * row in the page, or without JavaScript posts the form back with one row more. A refused post
 * shows each field's error beside it and keeps everything typed.
 */
export function InvoiceForm({
  result,
  defaults,
  submitLabel,
}: {
  result: RecordActionResult | undefined;
  /** What the inputs start with: a new invoice's dates and language, or a draft's stored values. */
  defaults: Record<string, string>;
  submitLabel: string;
}) {
  const t = useT("admin");
  const format = useAdminFormat();
  const countryName = useCountryName();
  const busy = useBusy("save");
  // Client fields are drawn as every staff form draws its fields.
  const { returned, error, field: spec, id } = useSpecFields(result, "save", defaults);
  const initial: Record<string, string> = returned?.values ?? defaults;
  // A saved draft remounts the form with what was stored.
  const formKey = result?.ok ? JSON.stringify(defaults) : "form";
  const [rows, setRows] = useState(() => lineRowsOf(initial));
  // The running total counts at the VAT rate of the delivery (or issue) day typed.
  const [totals, setTotals] = useState(() => typedLinesTotals(initial));
  const field = (
    name: string,
    label: string,
    props: { type?: string; required?: boolean; maxLength?: number; inputMode?: "decimal" },
  ) => (
    <FormField
      id={`${id}-${name}`}
      name={name}
      label={label}
      defaultValue={initial[name] ?? ""}
      error={error(name)}
      autoComplete="off"
      {...props}
    />
  );
  const addLine = (event: FormEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setRows((n) => Math.min(MAX_INVOICE_LINES, n + 1));
  };
  return (
    <Form
      key={formKey}
      method="post"
      className="space-y-5"
      noValidate
      onInput={(event) => setTotals(typedLinesTotals(formValues(event.currentTarget)))}
    >
      {/* Enter in a field saves: the first submit button is the form's default, ahead of "Add a line". */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name="rows" value={rows} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field("clientName", t("actions.invoice.clientName"), { required: true, maxLength: TEXT_LIMITS.company })}
        {field("clientEmail", t("actions.invoice.clientEmail"), {
          type: "email",
          required: true,
          maxLength: TEXT_LIMITS.email,
        })}
        {spec(
          {
            name: "language",
            label: t("actions.invoice.language"),
            kind: "select",
            options: languages.map((lang) => ({ value: lang, label: t(`invoicePdf.language.${lang}`) })),
          },
          "en",
        )}
        {clientDetailsFields(t, countryName, { addressRequired: true }).map((field) =>
          spec(field, field.name === "clientCountry" ? "RO" : undefined),
        )}
        <div className="hidden sm:block" />
        {field("issueDate", t("actions.invoice.issueDate"), { type: "date", required: true })}
        {field("dueDate", t("actions.invoice.dueDate"), { type: "date", required: true })}
        <div className="min-w-0 sm:col-span-2">
          {field("deliveryDate", t("actions.invoice.deliveryDate"), { type: "date" })}
          <p className="mt-1 text-xs text-slate-600">{t("actions.invoice.deliveryDateHint")}</p>
        </div>
        <div className="min-w-0 sm:col-span-2">
          {spec(
            {
              name: "vatCategory",
              label: t("actions.invoice.vatCategory"),
              kind: "select",
              options: vatCategories.map((category) => ({
                value: category,
                label: t(`actions.invoice.vatCategoryOption.${category}`),
              })),
            },
            "standard",
          )}
        </div>
        <div className="min-w-0">
          {field("exchangeRate", t("actions.invoice.exchangeRate"), {
            required: true,
            inputMode: "decimal",
            maxLength: numberInputLength("exchangeRate"),
          })}
          <p className="mt-1 text-xs text-slate-600">{t("actions.invoice.exchangeRateHint")}</p>
        </div>
        {field("exchangeRateDate", t("actions.invoice.exchangeRateDate"), { type: "date", required: true })}
      </div>
      <Labelled
        id={`${id}-description`}
        label={t("actions.invoice.description")}
        error={error("description")}
        control={(control) => (
          <textarea {...control} name="description" rows={2} maxLength={500} defaultValue={initial.description ?? ""} />
        )}
      />
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{t("actions.invoice.lines")}</legend>
        <p className="text-xs text-slate-600">{t("actions.invoice.linesHint")}</p>
        {error("items") ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error("items")}
          </p>
        ) : null}
        {/* Column headings for the eye on wider screens; each input keeps its own label ("Line 2: quantity"). */}
        <div aria-hidden="true" className={`hidden text-sm font-medium text-slate-800 lg:grid ${LINE_COLUMNS}`}>
          <span>{t("actions.invoice.description")}</span>
          <span>{t("actions.invoice.quantity")}</span>
          <span>{t("actions.invoice.unit")}</span>
          <span>{t("actions.invoice.unitPrice")} (€)</span>
        </div>
        <ol className="space-y-3">
          {Array.from({ length: rows }, (_, row) => {
            const n = row + 1;
            const name = (f: string) => `items.${row}.${f}`;
            const line = (
              f: string,
              label: string,
              props: { inputMode?: "numeric" | "decimal"; maxLength?: number },
            ) => (
              <FormField
                id={`${id}-${row}-${f}`}
                name={name(f)}
                label={label}
                labelClassName={LINE_LABEL_CLASS}
                defaultValue={initial[name(f)] ?? ""}
                error={error(name(f))}
                autoComplete="off"
                {...props}
              />
            );
            return (
              <li
                key={row}
                className={`grid gap-2 rounded-md border border-slate-200 p-3 lg:border-0 lg:p-0 ${LINE_COLUMNS}`}
                data-testid="invoice-line"
              >
                {line("description", t("actions.invoice.lineDescription", { n }), { maxLength: 300 })}
                {line("quantity", t("actions.invoice.lineQuantity", { n }), {
                  inputMode: "decimal",
                  maxLength: numberInputLength("quantity"),
                })}
                <Labelled
                  id={`${id}-${row}-unit`}
                  label={t("actions.invoice.lineUnit", { n })}
                  labelClassName={LINE_LABEL_CLASS}
                  control={(control) => (
                    <select {...control} name={name("unit")} defaultValue={initial[name("unit")] ?? "piece"}>
                      {invoiceUnits.map((unit) => (
                        <option key={unit} value={unit}>
                          {t(`invoiceUnit.${unit}`)}
                        </option>
                      ))}
                    </select>
                  )}
                />
                {line("unitPrice", t("actions.invoice.lineUnitPrice", { n }), {
                  inputMode: "decimal",
                  maxLength: numberInputLength("unitPrice"),
                })}
              </li>
            );
          })}
        </ol>
        {rows < MAX_INVOICE_LINES ? (
          <button
            type="submit"
            name="intent"
            value="addLine"
            formNoValidate
            onClick={addLine}
            className={buttonClass("outline", "sm")}
          >
            {t("actions.invoice.addLine")}
          </button>
        ) : null}
      </fieldset>
      <dl className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm sm:grid-cols-3" aria-live="polite">
        {(
          [
            ["subtotal", "invoices.subtotal", totals.amount],
            ["tax", "invoices.tax", totals.taxAmount],
            ["total", "invoices.total", totals.totalAmount],
          ] as const
        ).map(([name, label, value]) => (
          <div key={name}>
            <dt className="text-slate-600">{t(label, { rate: format.number(totals.taxRate) })}</dt>
            <dd className="font-semibold text-slate-900" data-testid={`form-${name}`}>
              {format.money(value)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ActionMessage result={returned && returned.errors.form ? returned : undefined} intent="save" />
        <button
          type="submit"
          name="intent"
          value="save"
          className={buttonClass("primary", "md", "ml-auto")}
          disabled={busy}
        >
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
