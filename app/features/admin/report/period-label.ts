import type { ReportPeriod } from "~/domain/admin/report-period";
import type { Language } from "~/i18n/types";
import { intlLocale } from "~/lib/format";

/** A period as a person reads it: "November 2026" / "noiembrie 2026", "Q4 2026" / "T4 2026", "2026". */
export function reportPeriodLabel(period: ReportPeriod, lang: Language): string {
  const year = period.key.slice(0, 4);
  if (period.kind === "year") return year;
  if (period.kind === "quarter") return `${lang === "ro" ? "T" : "Q"}${period.key.slice(-1)} ${year}`;
  return new Intl.DateTimeFormat(intlLocale[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${period.from}T00:00:00Z`),
  );
}
