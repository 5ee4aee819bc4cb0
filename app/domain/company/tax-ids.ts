import { TEXT_LIMITS } from "../field-limits";

/**
 * Romanian and European identifiers an invoice states, checked as the authorities define them, so
 * that a mistyped digit is refused where it is typed, not by the tax office.
 */

/** A Romanian tax code (CUI/CIF): 2 to 10 digits, "RO" before it for a VAT payer; spaces ignored. */
export const CUI_PATTERN = /^(RO)?[1-9]\d{1,9}$/;

/** The tax code as stored: upper case, no spaces, "RO" kept when it was typed. */
export const normalTaxCode = (text: string) => text.replace(/\s+/g, "").toUpperCase();

/**
 * Whether a CUI's last digit is its check digit: the digits before it, right-aligned under the key
 * 753217532, multiplied and summed; times 10, modulo 11 (10 counts as 0). ANAF's published rule.
 */
export function isValidCui(text: string): boolean {
  const code = normalTaxCode(text);
  if (!CUI_PATTERN.test(code)) return false;
  const digits = code.replace(/^RO/, "");
  const body = digits.slice(0, -1).padStart(9, "0");
  const key = "753217532";
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * Number(key[i]);
  return ((sum * 10) % 11) % 10 === Number(digits.at(-1));
}

/** A company's tax code as a document prints it: RO before its digits exactly when it is registered for VAT. */
export const printedTaxCode = (company: { taxCode: string; vatPayer: boolean }) =>
  `${company.vatPayer ? "RO" : ""}${company.taxCode.replace(/^RO/, "")}`;

/** An IBAN as stored: upper case, no spaces. */
export const normalIban = (text: string) => text.replace(/\s+/g, "").toUpperCase();

/** The lengths of the IBANs of the countries the company's clients and banks are in (ISO 13616 registry). */
const IBAN_LENGTHS: Record<string, number> = { RO: 24, AT: 20, BG: 22, DE: 22, FR: 27, HU: 28, IT: 27, MD: 24 };

/**
 * Whether an IBAN is well formed: its country's length (where listed above, else 15 to 34) and its
 * check digits (the first four characters moved to the end, letters as 10-35, modulo 97 is 1).
 */
export function isValidIban(text: string): boolean {
  const iban = normalIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN in groups of four, as printed on a document. */
export const printedIban = (iban: string) => normalIban(iban).replace(/(.{4})(?=.)/g, "$1 ");

/** The European Union's member states (ISO 3166-1), whose businesses have VAT numbers in VIES. */
export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
] as const;

/** Whether a country is an EU member state. */
export const isEuCountry = (country: string) => (EU_COUNTRIES as readonly string[]).includes(country);

/** The countries an invoice's client may be in: the EU's, then its neighbours the company sells to. */
export const CLIENT_COUNTRIES = [...EU_COUNTRIES, "MD", "GB", "CH", "NO", "RS", "UA"] as const;
export type ClientCountry = (typeof CLIENT_COUNTRIES)[number];

/** The longest tax identifier a client's field takes. */
export const CLIENT_TAX_ID_LENGTH = TEXT_LIMITS.taxId;

/** A VAT number's prefix: the country's code, but EL for Greece. */
const vatPrefix = (country: string) => (country === "GR" ? "EL" : country);

/**
 * Whether a client's tax identifier fits its country: a Romanian CUI/CIF by its check digit; an
 * EU VAT number by its country prefix and length (2 to 13 letters or digits after it, as VIES
 * numbers are); elsewhere, 2 to 20 letters, digits and separators. Spaces are ignored.
 */
export function isValidClientTaxId(country: string, text: string): boolean {
  const code = normalTaxCode(text);
  if (country === "RO") return isValidCui(code);
  if ((EU_COUNTRIES as readonly string[]).includes(country))
    return new RegExp(`^${vatPrefix(country)}[A-Z0-9]{2,13}$`).test(code);
  return /^[A-Z0-9./-]{2,20}$/.test(code);
}
