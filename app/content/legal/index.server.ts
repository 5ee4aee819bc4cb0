import type { Language } from "~/i18n/types";
import { company } from "~/content/company";
import type { LegalIdentity } from "~/domain/company/legal-identity";
import * as privacy from "./privacy.server";
import * as terms from "./terms.server";
import type { LegalText } from "./types";

export const legalPages = { "/privacy-policy": privacy, "/terms-of-service": terms } as const;
export type LegalPath = keyof typeof legalPages;

function isLegalPath(path: string): path is LegalPath {
  return Object.hasOwn(legalPages, path);
}

/** The office's address as a sentence names it. */
const office: Record<Language, string> = {
  en: `${company.address.street}, ${company.address.postalCode} ${company.address.locality}, ${company.address.region} County, Romania`,
  ro: `${company.address.street}, ${company.address.postalCode} ${company.address.locality}, județul ${company.address.region}, România`,
};

const labels = {
  en: {
    registeredOffice: "Registered office",
    taxCode: "Tax code (CUI)",
    tradeRegister: "Trade register number",
    address: "Office",
    phone: "Phone",
  },
  ro: {
    registeredOffice: "Sediul social",
    taxCode: "Cod unic de înregistrare (CUI)",
    tradeRegister: "Nr. de ordine în Registrul Comerțului",
    address: "Birou",
    phone: "Telefon",
  },
} as const;

/**
 * Who operates the site, as the terms and the privacy policy state it: the company's legal
 * identity from Settings (registered office, tax code, trade register number, each once set), then
 * the office, phone and e-mail of the site's company facts.
 */
function identityLines(lang: Language, legal: LegalIdentity): string {
  const l = labels[lang];
  return [
    legal.registeredOffice && `• ${l.registeredOffice}: ${legal.registeredOffice}`,
    legal.taxCode && `• ${l.taxCode}: ${legal.taxCode}`,
    legal.tradeRegister && `• ${l.tradeRegister}: ${legal.tradeRegister}`,
    `• ${l.address}: ${office[lang]}`,
    `• ${l.phone}: ${company.phone}`,
    `• E-mail: ${company.email}`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** A legal page in a language, with the company's identity and contacts filled in. */
export function legalText(path: string, lang: Language, legal: LegalIdentity): LegalText | undefined {
  const page = isLegalPath(path) ? legalPages[path] : undefined;
  const text = page?.[lang];
  if (!text) return undefined;
  const values: Record<string, string> = {
    legalName: legal.legalName,
    identity: identityLines(lang, legal),
    office: office[lang],
    phone: company.phone,
    email: company.email,
  };
  const fill = (source: string) => source.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
  return { ...text, title: fill(text.title), description: fill(text.description), content: fill(text.content) };
}
