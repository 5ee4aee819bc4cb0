import { z } from "~/lib/zod";

/** The currencies a bank account of the company's is kept in. */
export const bankCurrencies = ["RON", "EUR"] as const;
export type BankCurrency = (typeof bankCurrencies)[number];

/** How many bank accounts the company's details hold, and an invoice prints. */
export const MAX_BANK_ACCOUNTS = 3;

const bankAccountSchema = z.object({ iban: z.string(), bank: z.string(), currency: z.enum(bankCurrencies) });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * The company's legal details as every invoice states them (Romanian invoicing rules: name, tax
 * code, trade register number, registered address, share capital, bank accounts) and whether it
 * pays VAT: an issued invoice keeps them as they were (`invoices.seller`).
 */
export const sellerSchema = z.object({
  legalName: z.string().min(1),
  /** The CUI/CIF's digits; "RO" is printed before them when `vatPayer`. */
  taxCode: z.string().min(2),
  vatPayer: z.boolean(),
  /** VAT on collection (TVA la încasare), which every invoice must then state. */
  vatOnCollection: z.boolean(),
  tradeRegister: z.string().min(1),
  address: z.string().min(1),
  shareCapital: z.number().nullable(),
  bankAccounts: z.array(bankAccountSchema).min(1),
  /** The phone and e-mail printed beside them, as they were when the invoice was issued (the site's company facts). */
  phone: z.string().optional(),
  email: z.string().optional(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** The company's settings: its details, and the payment term a new invoice starts with. */
/** The letters an issued invoice's number starts with: its series (APS-2026-001). */
export const INVOICE_SERIES_PATTERN = /^[A-Z]{2,5}$/;
export const DEFAULT_INVOICE_SERIES = "APS";

export const companySettingsSchema = sellerSchema.extend({
  paymentTermDays: z.number().int().min(0).max(365),
  invoiceSeries: z.string().regex(INVOICE_SERIES_PATTERN),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** The payment term a new invoice starts with until the company sets its own. */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;
