import { SPACES_RANGE } from "./quote/spaces-range";
/* Without Zod, so that forms in a page's first load can read the ranges and the parser. */
/**
 * The range of every number a person types, and how it is read. One contract per kind of number:
 * the forms (their inputs' min, max and maxLength), the Zod schemas of the browser and the server
 * (./number-fields.ts), the database's CHECK constraints (generated from the entity schemas,
 * app/entities/column-limits.server.ts) and the back-office's reading all take it from here.
 * Each range fits its column, and every sum the back-office computes over it is done in bigint or
 * numeric, which no number of rows at these maxima can overflow.
 */
export type NumberRange = {
  min: number;
  max: number;
  /** Decimals the field takes: 0 for a whole number. More are refused, not rounded ("1.000" is a thousand to a Romanian). */
  decimals: 0 | 2 | 3 | 4;
  /** A unit the person may type after the number ("7,5 %"). */
  unit?: "%";
};

export const NUMBER_LIMITS = {
  /** An amount in euros staff type: a contact's, lead's or opportunity's value, a campaign's budget and spent (numeric(14,2)). */
  amount: { min: 0, max: 1_000_000_000, decimals: 2 },
  /** A whole percentage: a lead's or opportunity's probability. */
  wholePercent: { min: 0, max: 100, decimals: 0, unit: "%" },
  /** A rate in percent to the hundredth: an affiliate's commission, a campaign's engagement rate (numeric(5,2)). */
  rate: { min: 0, max: 100, decimals: 2, unit: "%" },
  /** What a channel reports: reach, clicks, conversions, likes, shares, comments (integer columns and JSON). */
  count: { min: 0, max: 1_000_000_000, decimals: 0 },
  /**
   * An invoice line's quantity (to the thousandth: 7.5 hours, 12.25 metres, 2,000 metres of cable,
   * 1,500 bolts) and unit price; a line's total is bounded too (LINE_TOTAL_MAX), so that a full
   * invoice fits its columns (INVOICE_MAX below).
   */
  quantity: { min: 0.001, max: 1_000_000, decimals: 3 },
  unitPrice: { min: 0, max: 10_000_000, decimals: 2 },
  /** A payment received for an invoice: a cent up to what a money column holds, the fullest invoice's total. */
  payment: { min: 0.01, max: 999_999_999_999.99, decimals: 2 },
  /**
   * Lei for one euro, as the National Bank of Romania publishes it (4 decimals, e.g. 5.0876):
   * what a euro invoice's VAT in lei is counted at (numeric(10,4)).
   */
  exchangeRate: { min: 0.0001, max: 1_000, decimals: 4 },
  /** The parking spaces a quote request asks about. */
  spaces: SPACES_RANGE,
} as const satisfies Record<string, NumberRange>;
export type NumberKind = keyof typeof NUMBER_LIMITS;

/** The most lines an invoice takes. */
export const MAX_INVOICE_LINES = 20;
/** The highest VAT rate an invoice can carry (a rate is at most 100%). */
const MAX_TAX_RATE = NUMBER_LIMITS.rate.max;
/** The largest amount a money column (numeric(14,2)) holds. */
export const MONEY_COLUMN_MAX = 999_999_999_999.99;

/** The most one invoice line may come to (quantity times unit price), whatever each of them is. */
export const LINE_TOTAL_MAX = 10_000_000_000;

/** The largest line total, subtotal, VAT and total an invoice can reach: each within MONEY_COLUMN_MAX (a test says so). */
export const INVOICE_MAX = (() => {
  const line = LINE_TOTAL_MAX;
  const amount = line * MAX_INVOICE_LINES;
  const tax = (amount * MAX_TAX_RATE) / 100;
  return { line, amount, tax, total: amount + tax };
})();

/** Digits, grouped by thousands with a space (or a no-break space) or not at all; a sign; a decimal point or comma. */
const NUMBER_TEXT = /^([+-]?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d+))?$/;

/**
 * A number as a person types it in a field of `kind`: "12 500,50", "12500.5", "7,5 %", "-3".
 * Anything else is no number: hexadecimal, binary or octal (0x10, 0b101, 0o17), exponents (1e3),
 * Infinity, NaN, other digits than 0-9, more decimals than the field takes, or an empty field.
 * Returns null for those and for a number outside the kind's range.
 */
export function readNumber(kind: NumberKind, text: string): number | null {
  const range: NumberRange = NUMBER_LIMITS[kind];
  let typed = text.trim();
  if (range.unit) typed = typed.replace(/\s*%$/, "");
  const match = NUMBER_TEXT.exec(typed);
  if (!match) return null;
  const [, sign = "", whole = "", fraction = ""] = match;
  if (fraction.length > range.decimals) return null;
  // `+ 0` turns -0 into 0.
  const value = Number(`${sign}${whole.replace(/\D/g, "")}.${fraction || "0"}`) + 0;
  return value >= range.min && value <= range.max ? value : null;
}

/** An input's maxLength for a kind: its largest value grouped by thousands, with its decimals and a sign or unit. */
export function numberInputLength(kind: NumberKind): number {
  const range: NumberRange = NUMBER_LIMITS[kind];
  const digits = String(Math.trunc(range.max)).length;
  return digits + Math.floor((digits - 1) / 3) + (range.decimals ? range.decimals + 1 : 0) + (range.unit ? 2 : 1);
}
