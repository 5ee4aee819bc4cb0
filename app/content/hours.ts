import { company } from "~/content/company";
import type { Language } from "~/i18n/types";
import { intlLocale } from "../lib/format";

const dayOrder = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
type Day = (typeof dayOrder)[number];

const dayNames = new Map<Language, string[]>();

/** Short day names, Monday first; Intl formatters are costly to build, so once per language. */
function dayName(day: Day, lang: Language): string {
  let names = dayNames.get(lang);
  if (!names) {
    const format = new Intl.DateTimeFormat(intlLocale[lang], { weekday: "short", timeZone: "UTC" });
    // 1 January 2024 was a Monday.
    names = dayOrder.map((_, i) => {
      const name = format.format(new Date(Date.UTC(2024, 0, 1 + i)));
      return name.charAt(0).toUpperCase() + name.slice(1);
    });
    dayNames.set(lang, names);
  }
  return names[dayOrder.indexOf(day)]!;
}

function dayRange(days: readonly Day[], lang: Language): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return "";
  return first === last ? dayName(first, lang) : `${dayName(first, lang)}-${dayName(last, lang)}`;
}

/** The opening hours as display lines, from the one source of company facts: "Mon-Fri: 09:00-17:00". */
export function openingHoursLines(lang: Language, closedLabel: string): string[] {
  const open = company.openingHours.map((h) => `${dayRange(h.days, lang)}: ${h.opens}-${h.closes}`);
  const openDays = new Set<string>(company.openingHours.flatMap((h) => h.days));
  const closed = dayOrder.filter((d) => !openDays.has(d));
  return closed.length ? [...open, `${dayRange(closed, lang)}: ${closedLabel}`] : open;
}
