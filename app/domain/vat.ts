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
