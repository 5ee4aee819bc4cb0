/**
 * The period a financial report covers: a month ("2026-11"), a quarter ("2026-Q4") or a year
 * ("2026"), with its first and last day. Written in the report's URL.
 */
export type ReportPeriodKind = "month" | "quarter" | "year";
export type ReportPeriod = { kind: ReportPeriodKind; key: string; from: string; to: string };

const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function period(
  kind: ReportPeriodKind,
  key: string,
  year: number,
  firstMonth: number,
  lastMonth: number,
): ReportPeriod {
  return {
    kind,
    key,
    from: `${year}-${pad(firstMonth)}-01`,
    to: `${year}-${pad(lastMonth)}-${pad(lastDay(year, lastMonth))}`,
  };
}

/** The period a key names, or null for anything else (a year from 2000 to 2999). */
export function readReportPeriod(key: string | null | undefined): ReportPeriod | null {
  const text = (key ?? "").trim();
  let match = /^(2\d{3})-(0[1-9]|1[0-2])$/.exec(text);
  if (match) {
    const [, year, month] = match;
    return period("month", text, Number(year), Number(month), Number(month));
  }
  match = /^(2\d{3})-Q([1-4])$/.exec(text);
  if (match) {
    const quarter = Number(match[2]);
    return period("quarter", text, Number(match[1]), quarter * 3 - 2, quarter * 3);
  }
  match = /^(2\d{3})$/.exec(text);
  if (match) return period("year", text, Number(match[1]), 1, 12);
  return null;
}

/** The period of `kind` that holds `day` (YYYY-MM-DD). */
export function periodOf(kind: ReportPeriodKind, day: string): ReportPeriod {
  const year = day.slice(0, 4);
  const month = Number(day.slice(5, 7));
  const key = kind === "month" ? day.slice(0, 7) : kind === "quarter" ? `${year}-Q${Math.ceil(month / 3)}` : year;
  return readReportPeriod(key)!;
}

/** The periods offered beside the one on show: the last twelve months, the last eight quarters and the last five years up to `today`. */
export function recentPeriods(today: string): ReportPeriod[] {
  const periods: ReportPeriod[] = [];
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  for (let i = 0; i < 12; i++) {
    const m = month - i;
    const y = m > 0 ? year : year - 1;
    periods.push(readReportPeriod(`${y}-${pad(((m - 1 + 12) % 12) + 1)}`)!);
  }
  const quarter = Math.ceil(month / 3);
  for (let i = 0; i < 8; i++) {
    const q = quarter - i;
    const y = year + Math.floor((q - 1) / 4);
    periods.push(readReportPeriod(`${y}-Q${((((q - 1) % 4) + 4) % 4) + 1}`)!);
  }
  for (let i = 0; i < 5; i++) periods.push(readReportPeriod(String(year - i))!);
  return periods;
}
