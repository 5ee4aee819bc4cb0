import { describe, expect, it } from "vitest";
import type { z } from "~/lib/zod";
import {
  INVOICE_MAX,
  LINE_TOTAL_MAX,
  MAX_INVOICE_LINES,
  MONEY_COLUMN_MAX,
  NUMBER_LIMITS,
  numberInputLength,
  readNumber,
  type NumberKind,
} from "./number-limits";
import { contactFormSchema } from "~/entities/contact/form";
import { leadActionSchema } from "~/entities/lead/form";
import { opportunityActionSchema } from "~/entities/opportunity/form";
import { quoteRequestSchema } from "./quote/schema";
import { selectorFieldSchemas } from "./parking-selector/input";
import { newAffiliateSchema } from "~/entities/affiliate/form";
import { campaignFormSchema } from "~/entities/campaign/form";
import { readInvoiceForm } from "~/entities/invoice/create";
import { newLeadSchema } from "~/entities/lead/form";
import { newOpportunitySchema, opportunityDetailsSchema } from "~/entities/opportunity/form";
import { engagementFormSchema } from "~/entities/social-post/form";
import { paymentInput } from "~/entities/invoice/payments";

/** What a person may type that is no number a field takes, whatever its range. */
const NOT_NUMBERS = [
  "0x10",
  "0X1A",
  "0b101",
  "0B11",
  "0o17",
  "1e3",
  "1E3",
  "2e9",
  "1e-2",
  "Infinity",
  "-Infinity",
  "NaN",
  "",
  " ",
  "\t",
  "１２３",
  "٣",
  "12,5,5",
  "1.2.3",
  "--1",
  "+-1",
  "1_000",
  "1 2",
  "12 34",
  "0x",
  ".5",
  "5.",
  "€5",
  "5 €",
  "5\u0000",
  "=1+1",
  "9".repeat(400),
];

/** The typed text of a number: "1 000 000 000,00" style when `grouped`, a decimal comma when it has decimals. */
function typed(value: number, decimals: 0 | 2 | 3 | 4, grouped = false): string {
  const [whole = "", fraction] = value.toFixed(decimals).split(".");
  const digits = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ") : whole;
  return fraction ? `${digits},${fraction}` : digits;
}

/** Every number field of every form: how its post is read, and the kind its range comes from. */
type NumberField = {
  name: string;
  kind: NumberKind;
  read: (text: string) => { value?: number | null; error?: string };
};

/** A field read by its form's schema: `post` builds the post from the text, `pick` takes the field's value out. */
const fromSchema =
  (
    schema: z.ZodType,
    post: (text: string) => unknown = (text) => text,
    pick: (data: unknown) => unknown = (data) => data,
  ): NumberField["read"] =>
  (text) => {
    const result = schema.safeParse(post(text));
    return result.success
      ? { value: pick(result.data) as number | null }
      : { error: result.error.issues[0]?.message ?? "refused" };
  };
const intentValue = (name: string) => (data: unknown) => (data as Record<string, unknown>)[name];

const client = {
  clientName: "Nord SRL",
  clientEmail: "facturi@nord.ro",
  clientAddress: "Strada Nordului 1, Suceava",
  language: "ro",
  description: "",
  issueDate: "2026-11-25",
  dueDate: "2026-12-25",
  exchangeRate: "5.0912",
  exchangeRateDate: "2026-11-24",
};
const invoiceLine =
  (field: "quantity" | "unitPrice"): NumberField["read"] =>
  (text) => {
    const read = readInvoiceForm({
      ...client,
      "items.0.description": "Platform",
      "items.0.quantity": "2",
      "items.0.unitPrice": "100",
      [`items.0.${field}`]: text,
    });
    return read.ok ? { value: read.invoice.items[0]![field] } : { error: read.errors[`items.0.${field}`] ?? "refused" };
  };

/** The exchange rate of an invoice, read by the invoice form. */
const exchangeRate: NumberField["read"] = (text) => {
  const read = readInvoiceForm({
    ...client,
    "items.0.description": "Platform",
    "items.0.quantity": "1",
    "items.0.unitPrice": "100",
    exchangeRate: text,
  });
  return read.ok ? { value: read.invoice.exchangeRate } : { error: read.errors.exchangeRate ?? "refused" };
};

const FIELDS: NumberField[] = [
  { name: "invoice: exchange rate", kind: "exchangeRate", read: exchangeRate },
  { name: "invoice: payment received", kind: "payment", read: fromSchema(paymentInput.shape.amount) },
  { name: "new lead: value", kind: "amount", read: fromSchema(newLeadSchema.shape.value) },
  {
    name: "lead: value",
    kind: "amount",
    read: fromSchema(leadActionSchema, (value) => ({ intent: "value", value }), intentValue("value")),
  },
  { name: "contact: value", kind: "amount", read: fromSchema(contactFormSchema.shape.value) },
  { name: "opportunity: value", kind: "amount", read: fromSchema(opportunityDetailsSchema.shape.value) },
  {
    name: "new opportunity: probability",
    kind: "wholePercent",
    read: fromSchema(newOpportunitySchema.shape.probability),
  },
  {
    name: "opportunity: probability",
    kind: "wholePercent",
    read: fromSchema(
      opportunityActionSchema,
      (probability) => ({ intent: "probability", probability }),
      intentValue("probability"),
    ),
  },
  { name: "affiliate: commission rate", kind: "rate", read: fromSchema(newAffiliateSchema.shape.commissionRate) },
  ...(["budget", "spent"] as const).map((f): NumberField => ({
    name: `campaign: ${f}`,
    kind: "amount",
    read: fromSchema(campaignFormSchema.shape[f]),
  })),
  ...(["reach", "clicks", "conversions"] as const).map((f): NumberField => ({
    name: `campaign: ${f}`,
    kind: "count",
    read: fromSchema(campaignFormSchema.shape[f]),
  })),
  { name: "campaign: engagement", kind: "rate", read: fromSchema(campaignFormSchema.shape.engagement) },
  ...(["likes", "shares", "comments", "reach", "clicks"] as const).map((f): NumberField => ({
    name: `social post: ${f}`,
    kind: "count",
    read: fromSchema(engagementFormSchema.shape[f]),
  })),
  { name: "invoice line: quantity", kind: "quantity", read: invoiceLine("quantity") },
  { name: "invoice line: unit price", kind: "unitPrice", read: invoiceLine("unitPrice") },
  { name: "quote: spaces", kind: "spaces", read: fromSchema(quoteRequestSchema.shape.spaces) },
];

describe("the number parser", () => {
  it("reads digits grouped by spaces, a decimal point or comma, a sign and a percent sign where the kind has one", () => {
    expect(readNumber("amount", "12 500,50")).toBe(12500.5);
    expect(readNumber("amount", "12\u00a0500.5")).toBe(12500.5);
    expect(readNumber("amount", "  7  ")).toBe(7);
    expect(readNumber("amount", "+7")).toBe(7);
    expect(Object.is(readNumber("amount", "-0"), 0)).toBe(true);
    expect(readNumber("amount", "007")).toBe(7);
    expect(readNumber("rate", "7,5 %")).toBe(7.5);
    expect(readNumber("wholePercent", "40%")).toBe(40);
    expect(readNumber("count", "40%")).toBeNull();
  });

  it("refuses more decimals than the field takes: 1,000 is a thousand in English and one in Romanian", () => {
    expect(readNumber("amount", "1,000")).toBeNull();
    expect(readNumber("amount", "1.005")).toBeNull();
    expect(readNumber("count", "1.000")).toBeNull();
    expect(readNumber("count", "1,5")).toBeNull();
    expect(readNumber("count", "1 000")).toBe(1000);
  });

  it.each(Object.keys(NUMBER_LIMITS) as NumberKind[])(
    "%s: refuses hexadecimal, binary, octal, exponents, Infinity, NaN and other digits",
    (kind) => {
      for (const text of NOT_NUMBERS) expect(readNumber(kind, text), JSON.stringify(text)).toBeNull();
    },
  );
});

describe("the ranges fit what the database stores and sums", () => {
  it("an invoice of twenty lines at the largest quantity and price, VAT at 100%, fits numeric(14,2), to the exact cent", () => {
    expect(MAX_INVOICE_LINES).toBe(20);
    expect(INVOICE_MAX.line).toBe(LINE_TOTAL_MAX);
    // A line's total is bounded on its own: the largest quantity and the largest price each fit, not together.
    expect(NUMBER_LIMITS.quantity.max * NUMBER_LIMITS.unitPrice.max).toBeGreaterThan(LINE_TOTAL_MAX);
    expect(INVOICE_MAX.total).toBe(INVOICE_MAX.amount * 2);
    expect(INVOICE_MAX.total).toBeLessThanOrEqual(MONEY_COLUMN_MAX);
    expect(Number.isSafeInteger(INVOICE_MAX.total * 100)).toBe(true);
  });

  it("amounts fit numeric(14,2), rates numeric(5,2), whole numbers a PostgreSQL integer", () => {
    expect(NUMBER_LIMITS.amount.max).toBeLessThanOrEqual(MONEY_COLUMN_MAX);
    expect(NUMBER_LIMITS.rate.max).toBeLessThanOrEqual(999.99);
    for (const kind of ["count", "wholePercent", "quantity", "spaces"] as const)
      expect(NUMBER_LIMITS[kind].max, kind).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it.each(Object.keys(NUMBER_LIMITS) as NumberKind[])(
    "%s: its input is long enough for its largest value as a person types it",
    (kind) => {
      const { max, decimals } = NUMBER_LIMITS[kind];
      const longest = `${typed(max, decimals, true)}${"unit" in NUMBER_LIMITS[kind] ? " %" : ""}`;
      expect(longest.length).toBeLessThanOrEqual(numberInputLength(kind));
      expect(readNumber(kind, longest)).toBe(max);
    },
  );
});

describe.each(FIELDS)("$name", ({ kind, read }) => {
  const { min, max, decimals } = NUMBER_LIMITS[kind];
  const step = decimals === 0 ? 1 : 0.01;
  const value = (text: string) => read(text).value;
  const refused = (text: string) => read(text).error;

  it("takes its range's edges, as typed with or without grouping and a decimal comma", () => {
    expect(value(String(min))).toBe(min);
    expect(value(String(max))).toBe(max);
    expect(value(typed(max, decimals, true))).toBe(max);
    expect(value(` ${typed(min + step, decimals)} `)).toBe(min + step);
    expect(value(typed(max - step, decimals))).toBeCloseTo(max - step, 2);
    if (decimals) expect(value("12,5")).toBe(12.5);
    else expect(refused("12,5")).toBeDefined();
  });

  it("refuses one step past either edge, overflows and negatives, each with the field's message", () => {
    const message = refused(typed(max + step, decimals));
    expect(message).toMatch(/^invalid/);
    for (const text of [
      typed(min - step, decimals),
      String(max + 1),
      String(max * 1000),
      // A 32-bit overflow, for the kinds whose range stays below it.
      ...(max < 2 ** 31 ? [String(2 ** 31)] : []),
      String(2 ** 63),
      "9".repeat(40),
      "-1",
      "-5",
    ])
      expect(refused(text), text).toBe(message);
  });

  it("refuses hexadecimal, binary, octal, exponents, Infinity and NaN with the field's message", () => {
    const message = refused(typed(max + step, decimals));
    for (const text of NOT_NUMBERS.filter((t) => t.trim() !== "")) expect(refused(text), text).toBe(message);
  });
});

describe("the parking selector's figures", () => {
  it.each(
    Object.entries(selectorFieldSchemas).filter(
      ([name]) => !["buildingType", "independentAccess", "project"].includes(name),
    ),
  )("%s refuses hexadecimal, binary, octal, exponents, Infinity and NaN", (_, schema) => {
    for (const text of NOT_NUMBERS.filter((t) => t.trim() !== "" && t !== "5 €"))
      expect(schema.safeParse(text).success, JSON.stringify(text)).toBe(false);
  });
});
