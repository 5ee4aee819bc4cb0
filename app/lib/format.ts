import type { Language } from "./languages";

/** Intl locales for the page languages: dates, numbers and money follow the page. */
export const intlLocale: Record<Language, string> = { en: "en-GB", ro: "ro-RO" };

/** "18 September 2025" / "18 septembrie 2025"; dates are calendar days, read in UTC. */
export function formatDate(iso: string, lang: Language): string {
  return dateFormat(lang).format(new Date(iso));
}

// Intl formatters are costly to build: one per language.
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
function dateFormat(lang: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: "long", timeZone: "UTC" });
    dateFormats.set(lang, format);
  }
  return format;
}
