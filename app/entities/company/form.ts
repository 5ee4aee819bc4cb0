import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { choice, count, longText, optional, requiredLine } from "~/domain/admin/form-inputs";
import { typedNumber } from "~/domain/number-fields";
import { readRomanianAddress } from "~/domain/company/ro-address";
import { isValidCui, isValidIban, normalIban, normalTaxCode, printedIban } from "~/domain/company/tax-ids";
import { filledRows, rowField } from "~/domain/form-rows";
import type { TFn } from "~/i18n/language";
import type { FieldSpec } from "~/admin-kit/contracts";
import { selectField } from "~/admin-kit/ui/field-specs";
import {
  bankCurrencies,
  DEFAULT_INVOICE_SERIES,
  DEFAULT_PAYMENT_TERM_DAYS,
  INVOICE_SERIES_PATTERN,
  MAX_BANK_ACCOUNTS,
  type CompanySettings,
} from "./schema";

/** What makes a bank account row filled in: its currency is a select, which always holds one. */
const TYPED_ACCOUNT_FIELDS = ["iban", "bank"] as const;

const accountInput = z.object({
  iban: z.string().transform(normalIban).refine(isValidIban, "invalidIban"),
  bank: requiredLine("company"),
  currency: choice(bankCurrencies),
});

const detailsInput = z
  .object({
    legalName: requiredLine("company"),
    // "RO" typed or not: it is printed when the company is registered for VAT (below).
    taxCode: z
      .string()
      .transform(normalTaxCode)
      .refine(isValidCui, "invalidTaxCode")
      .transform((code) => code.replace(/^RO/, "")),
    vatPayer: choice(["yes", "no"]),
    vatOnCollection: choice(["yes", "no"]),
    tradeRegister: requiredLine("tradeRegister")
      .transform((text) => text.replace(/\s+/g, "").toUpperCase())
      .refine((text) => TRADE_REGISTER_PATTERN.test(text), "invalidTradeRegister"),
    // Invoices and e-Factura state its county and city: read from its six-digit postal code.
    address: longText(TEXT_LIMITS.address)
      .pipe(z.string().min(1, "required"))
      .refine((text) => readRomanianAddress(text) !== null, "addressNeedsPostalCode"),
    shareCapital: optional(typedNumber("amount", "invalidShareCapital")),
    paymentTermDays: count.pipe(z.number().max(365, "invalidPaymentTerm")),
    invoiceSeries: z
      .string()
      .transform((text) => text.trim().toUpperCase())
      .refine((text) => INVOICE_SERIES_PATTERN.test(text), "invalidSeries"),
  })
  // VAT on collection is a way of paying VAT: only a company registered for VAT applies it.
  .refine((details) => details.vatOnCollection === "no" || details.vatPayer === "yes", {
    path: ["vatOnCollection"],
    message: "vatOnCollectionNeedsVat",
    // Said with the other fields' errors.
    when: ({ value }) =>
      z.object({ vatPayer: z.enum(["yes", "no"]), vatOnCollection: z.enum(["yes", "no"]) }).safeParse(value).success,
  });

/**
 * A Romanian trade register number: J (companies), F (sole traders) or C (cooperatives), then the
 * county, number and year (J27/412/2000), or, in the form used since 2024, the year, a six-digit
 * number and the county's three digits (J2015001234400).
 */
export const TRADE_REGISTER_PATTERN = /^[JFC](?:\d{2}\/\d{1,7}\/(?:19|20)\d{2}|(?:19|20)\d{2}\d{6}\d{3})$/;

/**
 * The Settings form's post read into the company's details, or each field's error by its input's
 * name: the tax code's check digit and each IBAN's checksum are checked; bank accounts are rows
 * `accounts.<row>.<field>` (one to three, a row left empty skipped).
 */
export function readCompanyForm(
  values: Record<string, string>,
): { ok: true; value: CompanySettings } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const details = detailsInput.safeParse(values);
  if (!details.success) for (const issue of details.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const rows = filledRows(values, "accounts", TYPED_ACCOUNT_FIELDS).filter(({ row }) => row < MAX_BANK_ACCOUNTS);
  const accounts = rows.flatMap(({ row, fields }) => {
    const account = accountInput.safeParse({ ...fields, currency: values[rowField("accounts", row, "currency")] });
    if (account.success) return [account.data];
    for (const issue of account.error.issues)
      errors[rowField("accounts", row, String(issue.path[0]))] ??= issue.message;
    return [];
  });
  if (rows.length === 0) errors[rowField("accounts", 0, "iban")] = "bankAccountRequired";
  if (!details.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { vatPayer, vatOnCollection, ...rest } = details.data;
  return {
    ok: true,
    value: {
      ...rest,
      vatPayer: vatPayer === "yes",
      vatOnCollection: vatOnCollection === "yes",
      bankAccounts: accounts,
    },
  };
}

/** A question answered yes or no, as a select. */
const yesOrNo = (name: string, label: string, t: TFn<"admin">): FieldSpec =>
  selectField(name, label, ["yes", "no"], { optionLabel: (answer) => t(`company.${answer}`) });

/** The Settings form's inputs: the company's details, then its bank accounts, one row each. */
export function companyFields(t: TFn<"admin">): FieldSpec[] {
  return [
    { name: "legalName", label: t("company.legalName"), kind: "text", required: true, maxLength: TEXT_LIMITS.company },
    {
      name: "taxCode",
      label: t("company.taxCode"),
      kind: "text",
      required: true,
      maxLength: 14,
      hint: t("company.taxCodeHint"),
    },
    yesOrNo("vatPayer", t("company.vatPayer"), t),
    yesOrNo("vatOnCollection", t("company.vatOnCollection"), t),
    {
      name: "tradeRegister",
      label: t("company.tradeRegister"),
      kind: "text",
      required: true,
      maxLength: TEXT_LIMITS.tradeRegister,
      hint: t("company.tradeRegisterHint"),
    },
    {
      name: "address",
      label: t("company.address"),
      kind: "textarea",
      rows: 2,
      required: true,
      maxLength: TEXT_LIMITS.address,
    },
    { name: "shareCapital", label: t("company.shareCapital"), kind: "number", inputMode: "decimal" },
    {
      name: "paymentTermDays",
      label: t("company.paymentTermDays"),
      kind: "number",
      inputMode: "numeric",
      required: true,
    },
    {
      name: "invoiceSeries",
      label: t("company.invoiceSeries"),
      kind: "text",
      required: true,
      maxLength: 5,
      hint: t("company.invoiceSeriesHint"),
    },
    ...Array.from({ length: MAX_BANK_ACCOUNTS }, (_, row): FieldSpec[] => [
      {
        name: rowField("accounts", row, "iban"),
        label: t("company.iban", { n: row + 1 }),
        kind: "text",
        required: row === 0,
        maxLength: 42,
      },
      {
        name: rowField("accounts", row, "bank"),
        label: t("company.bank", { n: row + 1 }),
        kind: "text",
        required: row === 0,
        maxLength: TEXT_LIMITS.company,
      },
      selectField(rowField("accounts", row, "currency"), t("company.currency", { n: row + 1 }), bankCurrencies),
    ]).flat(),
  ];
}

/** The stored details as the form's inputs hold them; none stored yet: the defaults. */
export function companyFormValues(settings: CompanySettings | null): Record<string, string> {
  if (!settings)
    return {
      vatPayer: "yes",
      vatOnCollection: "no",
      paymentTermDays: String(DEFAULT_PAYMENT_TERM_DAYS),
      invoiceSeries: DEFAULT_INVOICE_SERIES,
      [rowField("accounts", 0, "currency")]: "RON",
    };
  const values: Record<string, string> = {
    legalName: settings.legalName,
    taxCode: `${settings.vatPayer ? "RO" : ""}${settings.taxCode}`,
    vatPayer: settings.vatPayer ? "yes" : "no",
    vatOnCollection: settings.vatOnCollection ? "yes" : "no",
    tradeRegister: settings.tradeRegister,
    address: settings.address,
    shareCapital: settings.shareCapital === null ? "" : String(settings.shareCapital),
    paymentTermDays: String(settings.paymentTermDays),
    invoiceSeries: settings.invoiceSeries,
  };
  settings.bankAccounts.forEach((account, row) => {
    values[rowField("accounts", row, "iban")] = printedIban(account.iban);
    values[rowField("accounts", row, "bank")] = account.bank;
    values[rowField("accounts", row, "currency")] = account.currency;
  });
  return values;
}
