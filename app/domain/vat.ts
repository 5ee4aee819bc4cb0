/**
 * Romania's VAT rates, as data with the day each applies from (Fiscal Code, Law 227/2015, art. 291,
 * as amended by Law 141/2025): the standard rate is 21% for what is delivered or provided from
 * 1 August 2025 and was 19% before; the reduced rates of 5% and 9% became one 11% rate that day.
 * The rate in force on the day the goods are delivered or the service is provided applies, whatever
 * the invoice's date. Parking equipment and its installation are standard-rated; the reduced rates
 * are kept for the lines that may need them.
 */
export const VAT_RATES = [
  { kind: "standard", percent: 19, from: "2017-01-01" },
  { kind: "standard", percent: 21, from: "2025-08-01" },
  { kind: "reduced", percent: 9, from: "2017-01-01" },
  { kind: "reduced", percent: 11, from: "2025-08-01" },
] as const;
export type VatKind = (typeof VAT_RATES)[number]["kind"];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rate, in percent, in force on `day` (YYYY-MM-DD) for a kind of supply. A day that is not
 * one yet (a form being typed) gets the rate in force now, the latest.
 */
export function vatRateOn(day: string, kind: VatKind = "standard"): number {
  const rates = VAT_RATES.filter((rate) => rate.kind === kind).sort((a, b) => a.from.localeCompare(b.from));
  const known = ISO_DAY.test(day) ? rates.filter((rate) => rate.from <= day) : rates;
  return (known.at(-1) ?? rates[0]!).percent;
}

/**
 * How an invoice is taxed (its VAT category, EN 16931's code beside it):
 * - `standard` (S): the standard rate of the delivery day;
 * - `reduced` (S): the reduced rate of the delivery day, for the lines the law names;
 * - `intraCommunity` (K): goods delivered to a business in another EU member state with a VAT
 *   number are exempt with the right of deduction (Fiscal Code, art. 294 para. (2) a); Directive
 *   2006/112/EC, art. 138), which the invoice states;
 * - `reverseCharge` (AE): services to a business in another EU member state with a VAT number: it
 *   pays the VAT in its own country, so the invoice charges none and says "taxare inversă" (Fiscal
 *   Code, art. 278 para. (2) and art. 319 para. (20); Directive 2006/112/EC, art. 196);
 * - `export` (G): goods leaving the EU are exempt with the right of deduction (Fiscal Code,
 *   art. 294 para. (1) a); Directive 2006/112/EC, art. 146), which the invoice states;
 * - `notSubject` (O): a seller not registered for VAT (the small enterprises' exemption, Fiscal
 *   Code art. 310) charges none on anything it sells, and states it; e-Factura then names no VAT
 *   identifier of either party (EN 16931, BR-O-02).
 */
export const vatCategories = [
  "standard",
  "reduced",
  "intraCommunity",
  "reverseCharge",
  "export",
  "notSubject",
] as const;
export type VatCategory = (typeof vatCategories)[number];

/** EN 16931's VAT category code (UNCL 5305) of each category, as e-Factura writes it. */
export const VAT_CATEGORY_CODE = {
  standard: "S",
  reduced: "S",
  intraCommunity: "K",
  reverseCharge: "AE",
  export: "G",
  notSubject: "O",
} as const satisfies Record<VatCategory, string>;

/** The categories that charge no VAT, and so print the reason the law gives (a key of `invoicePdf.vatNote`). */
export const ZERO_RATED = [
  "intraCommunity",
  "reverseCharge",
  "export",
  "notSubject",
] as const satisfies readonly VatCategory[];
export type ZeroRated = (typeof ZERO_RATED)[number];
export const isZeroRated = (category: VatCategory): category is ZeroRated =>
  (ZERO_RATED as readonly string[]).includes(category);

/** The rate, in percent, of a category on `day`: the day's standard or reduced rate, 0 for reverse charge and export. */
export function categoryRateOn(category: VatCategory, day: string): number {
  if (category === "standard" || category === "reduced") return vatRateOn(day, category);
  return 0;
}
