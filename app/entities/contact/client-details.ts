import { z } from "~/lib/zod";
import { CLIENT_COUNTRIES, CLIENT_TAX_ID_LENGTH, isValidClientTaxId, normalTaxCode } from "~/domain/company/tax-ids";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { line, longText } from "~/domain/admin/form-inputs";
import type { TFn } from "~/i18n/language";
import type { FieldSpec } from "~/admin-kit/contracts";

/**
 * A client's details as a Romanian invoice states them: where it is registered, its country, its
 * tax identifier (CUI/CIF in Romania, VAT number in the EU, tax number elsewhere; empty for a
 * person) and trade register number. Defined once: a contact keeps them as the client it is, and
 * an invoice keeps a copy as it was issued (a later change to the contact leaves the invoice as it was).
 */
export const storedClientDetails = {
  clientAddress: z.string().max(TEXT_LIMITS.address),
  clientCountry: z.enum(CLIENT_COUNTRIES),
  clientTaxCode: z.string().max(CLIENT_TAX_ID_LENGTH),
  clientTradeRegister: z.string().max(TEXT_LIMITS.tradeRegister),
};
export type ClientDetails = { [K in keyof typeof storedClientDetails]: z.infer<(typeof storedClientDetails)[K]> };
export const clientDetailNames = ["clientAddress", "clientCountry", "clientTaxCode", "clientTradeRegister"] as const;

/** The same details as a staff form posts them; a form may leave any out (Romania, and empty). */
export const clientDetailsInput = {
  clientAddress: longText(TEXT_LIMITS.address).default(""),
  clientCountry: z.enum(CLIENT_COUNTRIES, "invalidChoice").default("RO"),
  /** Checked against the country (its check digit in Romania) by `clientTaxIdRule`. */
  clientTaxCode: line("taxId").transform(normalTaxCode).default(""),
  clientTradeRegister: line("tradeRegister").default(""),
};

/** The client's country and tax identifier of a post, when both can be read. */
function clientTaxIdOf(value: unknown): { clientCountry: string; clientTaxCode: string } | null {
  const read = z
    .object({ clientCountry: z.enum(CLIENT_COUNTRIES), clientTaxCode: z.string().max(CLIENT_TAX_ID_LENGTH) })
    .safeParse(value);
  return read.success ? read.data : null;
}

/**
 * The tax identifier's check, for a form schema's `.refine(...clientTaxIdRule)`: by format and
 * check digit for its country, said beside the input with the other fields' errors whenever the
 * country and the code can be read.
 */
export const clientTaxIdRule: [
  (details: { clientCountry: string; clientTaxCode: string }) => boolean,
  { path: string[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (details) => !details.clientTaxCode || isValidClientTaxId(details.clientCountry, details.clientTaxCode),
  { path: ["clientTaxCode"], message: "invalidClientTaxCode", when: ({ value }) => clientTaxIdOf(value) !== null },
];

/**
 * The inputs of the client's details on a staff form, in the order an invoice prints them;
 * `required` marks the address where a document needs it.
 */
export function clientDetailsFields(
  t: TFn<"admin">,
  countryName: (code: string) => string,
  { addressRequired = false } = {},
): FieldSpec[] {
  return [
    {
      name: "clientAddress",
      label: t("actions.invoice.clientAddress"),
      kind: "textarea",
      rows: 2,
      required: addressRequired,
      maxLength: TEXT_LIMITS.address,
    },
    {
      name: "clientCountry",
      label: t("actions.invoice.clientCountry"),
      kind: "select",
      options: CLIENT_COUNTRIES.map((country) => ({ value: country, label: countryName(country) })),
    },
    {
      name: "clientTaxCode",
      label: t("actions.invoice.clientTaxCode"),
      kind: "text",
      maxLength: CLIENT_TAX_ID_LENGTH,
      hint: t("actions.invoice.clientTaxCodeHint"),
    },
    {
      name: "clientTradeRegister",
      label: t("actions.invoice.clientTradeRegister"),
      kind: "text",
      maxLength: TEXT_LIMITS.tradeRegister,
    },
  ];
}
