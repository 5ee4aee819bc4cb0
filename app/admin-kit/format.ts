import { useMemo } from "react";
import { useLanguage, useT } from "~/i18n/language";
import { actorKey } from "~/domain/admin/actors";
import type { Language } from "~/i18n/types";
import { intlLocale } from "~/lib/format";

/** What a field not known yet shows. */
export const EMPTY = "—";

/** Parts of one line, joined by " · ", leaving out the empty ones: no lone separator for a missing value. */
export function joinParts(...parts: Array<string | null | undefined | false>): string {
  return parts.filter((part): part is string => typeof part === "string" && part.trim() !== "").join(" · ");
}

/**
 * Money, numbers, dates and times in the admin's language. Calendar days are read in UTC and
 * moments in the company's zone, so the server's HTML and the browser's render agree.
 */
export function adminFormat(lang: Language) {
  const locale = intlLocale[lang];
  const money = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const compactMoney = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    currencyDisplay: "narrowSymbol",
    notation: "compact",
    maximumFractionDigits: 2,
  });
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const dateTime = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Bucharest",
  });
  const month = new Intl.DateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "short", timeZone: "UTC" });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Bucharest" });
  return {
    /** A value not known yet (a new lead's estimate) shows as a dash. */
    money: (value: number | null) => (value === null ? EMPTY : money.format(value)),
    number: (value: number) => number.format(value),
    /** An invoice line's quantity, to the thousandth it is entered in (7.125 hours). */
    quantity: (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value),
    /** A figure with exactly `decimals` decimals: an exchange rate has 4. */
    fixed: (value: number, decimals: number) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value),
    /** An amount in lei, as a euro invoice states its VAT in lei and the company its share capital. */
    lei: (value: number) =>
      `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} lei`,
    /** A chart axis: "€250K", "€1.5M". */
    compactMoney: (value: number) => compactMoney.format(value),
    percent: (value: number) => `${number.format(value)}%`,
    /** "+12.5%" / "-3%": the sign is part of the figure. */
    trend: (value: number) => `${value > 0 ? "+" : ""}${number.format(value)}%`,
    date: (day: string | null) => (day === null ? EMPTY : date.format(new Date(`${day.slice(0, 10)}T00:00:00Z`))),
    dateTime: (moment: string) => dateTime.format(new Date(moment)),
    /** A day as a week's column heads it: "Monday, 23 Nov". */
    weekday: (day: string) => weekday.format(new Date(`${day.slice(0, 10)}T00:00:00Z`)),
    /** Only the time of a moment, on the office's clock. */
    time: (moment: string) => time.format(new Date(moment)),
    /** "2026-11" as "Nov 26". */
    month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
  };
}
export type AdminFormat = ReturnType<typeof adminFormat>;

const cache = new Map<Language, AdminFormat>();

export function useAdminFormat(): AdminFormat {
  const { lang } = useLanguage();
  return useMemo(() => {
    let format = cache.get(lang);
    if (!format) {
      format = adminFormat(lang);
      cache.set(lang, format);
    }
    return format;
  }, [lang]);
}

/** A country's name in a language, from its ISO 3166-1 code ("AT" → "Austria" / "Austria"). */
export function countryName(lang: Language, code: string): string {
  return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
}

/** A country's name in the admin's language. */
export function useCountryName(): (code: string) => string {
  const { lang } = useLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type: "region" });
    return (code: string) => names.of(code) ?? code;
  }, [lang]);
}

/** Who did something, as the admin reads it: the system and the website in its language, staff by name. */
export function useActorName(): (name: string) => string {
  const t = useT("admin");
  return (name) => {
    const key = actorKey(name);
    return key ? t(key) : name;
  };
}
