import { filledRows, rowField } from "~/domain/form-rows";
import { CLIENT_COUNTRIES, CLIENT_TAX_ID_LENGTH, isEuCountry } from "~/domain/company/tax-ids";
import { z } from "~/lib/zod";
import { invoiceTotals, lineTotal } from "./rules";
import { clientDetailsInput, clientTaxIdRule } from "../contact/client-details";
import { invoiceUnits } from "./schema";
import { categoryRateOn, vatCategories, type VatCategory } from "~/domain/vat";
import { CONTROL_CHARACTERS, multiLineString, NON_TEXT_CHARACTERS, TEXT_LIMITS } from "~/domain/fields";
import { languages } from "~/i18n/types";
import { day } from "~/domain/admin/form-inputs";
import { addDays } from "~/domain/admin/dates";
import { INVOICE_MAX, MAX_INVOICE_LINES, readNumber, storedNumber } from "~/domain/number-fields";

/** The most lines an invoice takes, and how many empty ones a new invoice form offers. */
export { MAX_INVOICE_LINES };
export const FIRST_INVOICE_LINES = 3;

/** One line of text; the messages are keys of the admin translations (`actions.errors.*`). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .refine((text) => !CONTROL_CHARACTERS.test(text), "invalidText");
const required = (max: number) => line(max).pipe(z.string().min(1, "required"));

/**
 * The day the invoice's VAT becomes due (exigibilitate, Fiscal Code art. 282): the delivery, or the
 * invoice's issue when it comes first (an invoice before the delivery, an advance).
 */
export const chargeableDay = (invoice: { issueDate: string; deliveryDate?: string | null }) =>
  invoice.deliveryDate && invoice.deliveryDate < invoice.issueDate ? invoice.deliveryDate : invoice.issueDate;

/** How many days before the chargeable day the last published rate may be (weekends, holidays). */
export const EXCHANGE_RATE_MAX_AGE_DAYS = 10;

/**
 * Whether a rate's day fits its invoice: VAT in lei is counted at the National Bank of Romania's
 * rate valid on the chargeable day (art. 290), so the rate's day is that day or, when none was
 * published then, one of the few days before it.
 */
export function isRateOfChargeableDay(
  rateDate: string,
  invoice: { issueDate: string; deliveryDate?: string | null },
): boolean {
  const due = chargeableDay(invoice);
  return rateDate <= due && rateDate >= addDays(due, -EXCHANGE_RATE_MAX_AGE_DAYS);
}

/** The issue and due dates of a post, when both are dates. */
function datesOf(value: unknown): { issueDate: string; dueDate: string } | null {
  const dates = z.object({ issueDate: day, dueDate: day }).safeParse(value);
  return dates.success ? dates.data : null;
}

/** Whether a client is a business in another EU member state, which pays the VAT itself (reverse charge). */
const inOtherEuState = (country: string) => country !== "RO" && isEuCountry(country);

/**
 * Why a client cannot be taxed in a category, or null when it can: an intra-Community supply and
 * reverse charge are for a business in another member state with a VAT number, export for a client
 * outside the EU.
 */
export function vatCategoryRefusal(invoice: {
  vatCategory: VatCategory;
  clientCountry: string;
  clientTaxCode: string;
}): string | null {
  if (
    (invoice.vatCategory === "reverseCharge" || invoice.vatCategory === "intraCommunity") &&
    !(inOtherEuState(invoice.clientCountry) && invoice.clientTaxCode)
  )
    return "reverseChargeNeedsEuVat";
  if (invoice.vatCategory === "export" && isEuCountry(invoice.clientCountry)) return "exportOutsideEu";
  return null;
}

/** The VAT category, country and tax code of a post, when the three can be read. */
function taxationOf(value: unknown) {
  const read = z
    .object({
      vatCategory: z.enum(vatCategories).default("standard"),
      clientCountry: z.enum(CLIENT_COUNTRIES).default("RO"),
      clientTaxCode: z.string().max(CLIENT_TAX_ID_LENGTH).default(""),
    })
    .safeParse(value);
  return read.success ? read.data : null;
}

/** One line of a new invoice: what was supplied, how many, at what unit price (euros and cents). */
export const invoiceLineSchema = z
  .object({
    description: required(300),
    quantity: storedNumber("quantity", "invalidQuantity"),
    /** Left out, a piece. */
    unit: z.enum(invoiceUnits, "invalidChoice").default("piece"),
    unitPrice: storedNumber("unitPrice", "invalidUnitPrice"),
  })
  .refine((item) => lineTotal(item) <= INVOICE_MAX.line, { path: ["unitPrice"], message: "lineTooLarge" });

/** A new invoice as staff enter it: its totals are not entered, they follow from the lines. */
export const newInvoiceSchema = z
  .object({
    clientName: required(160),
    clientEmail: z.string().trim().max(TEXT_LIMITS.email, "tooLong").pipe(z.email("invalidEmail")),
    /** The form asks for the address (readInvoiceForm); invoices made in code may leave it out. */
    ...clientDetailsInput,
    /** The client's language, which the PDF is written in. */
    language: z.enum(languages, "invalidChoice"),
    description: multiLineString()
      .trim()
      .max(500, "tooLong")
      .refine((text) => !NON_TEXT_CHARACTERS.test(text), "invalidCharacters"),
    issueDate: day,
    /** Left empty when it is the issue date. */
    deliveryDate: day.optional(),
    dueDate: day,
    /** Left out, the standard rate of the delivery day. */
    vatCategory: z.enum(vatCategories, "invalidChoice").default("standard"),
    /**
     * Lei for one euro and the day it is of: the form asks for both (readInvoiceForm); an invoice
     * made in code may leave them for later, but is not issued without them.
     */
    exchangeRate: storedNumber("exchangeRate", "invalidExchangeRate").optional(),
    exchangeRateDate: day.optional(),
    items: z.array(invoiceLineSchema).min(1, "lineRequired").max(MAX_INVOICE_LINES, "tooManyLines"),
  })
  .refine(...clientTaxIdRule)
  // Said with the other fields' errors whenever the category, country and tax code can be read.
  .refine((invoice) => vatCategoryRefusal(invoice) !== "reverseChargeNeedsEuVat", {
    path: ["vatCategory"],
    message: "reverseChargeNeedsEuVat",
    when: ({ value }) => taxationOf(value) !== null,
  })
  .refine((invoice) => vatCategoryRefusal(invoice) !== "exportOutsideEu", {
    path: ["vatCategory"],
    message: "exportOutsideEu",
    when: ({ value }) => taxationOf(value) !== null,
  })
  .refine((invoice) => !invoice.exchangeRateDate || isRateOfChargeableDay(invoice.exchangeRateDate, invoice), {
    path: ["exchangeRateDate"],
    message: "rateNotOfChargeableDay",
    when: ({ value }) => datesOf(value) !== null && z.object({ deliveryDate: day.optional() }).safeParse(value).success,
  })
  .refine((invoice) => invoice.dueDate >= invoice.issueDate, {
    path: ["dueDate"],
    message: "dueBeforeIssue",
    // Said together with the other fields' errors, whenever both dates are dates.
    when: ({ value }) => datesOf(value) !== null,
  });
export type NewInvoice = z.infer<typeof newInvoiceSchema>;
/** A new invoice as code may give it: the client's details may be left out (none, and Romania). */
export type NewInvoiceInput = z.input<typeof newInvoiceSchema>;

/**
 * The VAT rate, in percent, of an invoice: its category's rate in force on its delivery day, or on
 * its issue day when it names none (a form being typed counts at the rate in force now until its
 * dates are dates); none for reverse charge and export.
 */
export function invoiceVatRate(invoice: {
  issueDate?: string;
  deliveryDate?: string | null;
  vatCategory?: string;
}): number {
  const category = vatCategories.find((c) => c === invoice.vatCategory) ?? "standard";
  return categoryRateOn(category, invoice.deliveryDate || invoice.issueDate || "");
}

/**
 * The line fields of an invoice form that make a row filled in, posted as `items.<row>.<field>`
 * (domain/form-rows.ts); its unit is a select, which always holds one.
 */
const LINE_FIELDS = ["description", "quantity", "unitPrice"] as const;
const lineRows = (values: Record<string, string>) => filledRows(values, "items", LINE_FIELDS);

/**
 * How many line rows a form shows: every row filled in (so that lines past the twentieth are
 * shown with the message that refuses them), at least the first three, and the number the form
 * last showed (`rows`, which "Add a line" raises by one, up to twenty).
 */
export function lineRowsOf(values: Record<string, string>): number {
  const last =
    lineRows(values)
      .map(({ row }) => row)
      .filter((row) => row < 2 * MAX_INVOICE_LINES)
      .at(-1) ?? -1;
  const shown = Math.min(MAX_INVOICE_LINES, Number.parseInt(values.rows ?? "", 10) || 0);
  return Math.max(FIRST_INVOICE_LINES, last + 1, shown);
}

/** The lines of a form as typed, with their row; a row left empty is skipped. A number that cannot be read is NaN. */
function typedLines(values: Record<string, string>) {
  return lineRows(values).map(({ row, fields: { description, quantity, unitPrice } }) => ({
    row,
    description,
    unit: values[rowField("items", row, "unit")] || undefined,
    quantity: readNumber("quantity", quantity) ?? Number.NaN,
    unitPrice: readNumber("unitPrice", unitPrice) ?? Number.NaN,
  }));
}

/**
 * What the lines typed so far come to (a line that is not a number yet counts nothing) at the VAT
 * rate of the dates typed: the form's running total, with its rate.
 */
export function typedLinesTotals(values: Record<string, string>) {
  const valid = (n: number) => (Number.isFinite(n) ? n : 0);
  const taxRate = invoiceVatRate(values);
  return {
    taxRate,
    ...invoiceTotals(
      typedLines(values).map((l) => ({ quantity: valid(l.quantity), unitPrice: valid(l.unitPrice) })),
      taxRate,
    ),
  };
}

/**
 * The invoice form's post (flat fields, lines as `items.<row>.<field>`) read into a new invoice,
 * or each field's error keyed by its input's name. Rows left empty are skipped.
 */
export function readInvoiceForm(
  values: Record<string, string>,
): { ok: true; invoice: NewInvoice } | { ok: false; errors: Record<string, string> } {
  const lines = typedLines(values);
  const items = lines.map(({ description, quantity, unit, unitPrice }) => ({ description, quantity, unit, unitPrice }));
  const result = newInvoiceSchema.safeParse({
    clientName: values.clientName ?? "",
    clientEmail: values.clientEmail ?? "",
    clientAddress: values.clientAddress ?? "",
    // Left out, Romania (the schema's default); the form always sends one.
    clientCountry: values.clientCountry || undefined,
    clientTaxCode: values.clientTaxCode ?? "",
    clientTradeRegister: values.clientTradeRegister ?? "",
    language: values.language ?? "",
    description: values.description ?? "",
    issueDate: values.issueDate ?? "",
    deliveryDate: values.deliveryDate?.trim() ? values.deliveryDate : undefined,
    dueDate: values.dueDate ?? "",
    vatCategory: values.vatCategory || undefined,
    exchangeRate: values.exchangeRate?.trim()
      ? (readNumber("exchangeRate", values.exchangeRate) ?? Number.NaN)
      : undefined,
    exchangeRateDate: values.exchangeRateDate?.trim() ? values.exchangeRateDate : undefined,
    items,
  });
  // The form always asks for what an invoice states: the client's address, the exchange rate and its day.
  const missing: Record<string, string> = {};
  for (const name of ["clientAddress", "exchangeRate", "exchangeRateDate"])
    if (!(values[name] ?? "").trim()) missing[name] = "required";
  if (result.success && !Object.keys(missing).length) return { ok: true, invoice: result.data };
  const errors: Record<string, string> = { ...missing };
  if (result.success) return { ok: false, errors };
  for (const issue of result.error.issues) {
    const [first, index, field] = issue.path;
    const key =
      first === "items" && typeof index === "number" && field !== undefined
        ? `items.${lines[index]?.row ?? index}.${String(field)}`
        : String(first ?? "form");
    errors[key] ??= issue.message;
    // Lines past the last an invoice takes are refused beside each of them too, never dropped.
    if (first === "items" && index === undefined && issue.message === "tooManyLines")
      for (const line of lines.slice(MAX_INVOICE_LINES)) errors[`items.${line.row}.description`] ??= issue.message;
  }
  // A line's error can stop the schema before it compares the dates: compare them here too.
  const dates = datesOf(values);
  if (dates && dates.dueDate < dates.issueDate) errors.dueDate ??= "dueBeforeIssue";
  return { ok: false, errors };
}

/** An invoice's client, dates and lines as the form's inputs hold them. */
export function invoiceFormValues(
  invoice: Omit<NewInvoice, "deliveryDate" | "exchangeRate" | "exchangeRateDate"> & {
    deliveryDate?: string | null;
    exchangeRate?: number | null;
    exchangeRateDate?: string | null;
  },
): Record<string, string> {
  const values: Record<string, string> = {
    clientName: invoice.clientName,
    clientEmail: invoice.clientEmail,
    clientAddress: invoice.clientAddress,
    clientCountry: invoice.clientCountry,
    clientTaxCode: invoice.clientTaxCode,
    clientTradeRegister: invoice.clientTradeRegister,
    language: invoice.language,
    description: invoice.description,
    issueDate: invoice.issueDate,
    deliveryDate: invoice.deliveryDate ?? "",
    dueDate: invoice.dueDate,
    vatCategory: invoice.vatCategory,
    exchangeRate: invoice.exchangeRate == null ? "" : String(invoice.exchangeRate),
    exchangeRateDate: invoice.exchangeRateDate ?? "",
  };
  invoice.items.forEach((item, row) => {
    values[rowField("items", row, "description")] = item.description;
    values[rowField("items", row, "quantity")] = String(item.quantity);
    values[rowField("items", row, "unit")] = item.unit;
    values[rowField("items", row, "unitPrice")] = String(item.unitPrice);
  });
  return values;
}
