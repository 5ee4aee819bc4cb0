import { Form } from "react-router";
import type { Route } from "./+types/erp-report";
import { adminRoute } from "~/admin-kit/route-handle";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { adminMeta } from "~/features/admin/meta";
import { readAdminData } from "~/features/admin/data.server";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/admin-kit/format";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { PageHeader, Panel } from "~/admin-kit/ui/panels";
import { periodOf, readReportPeriod, recentPeriods } from "~/domain/admin/report-period";
import { financialReport } from "~/features/admin/report/report.server";
import { receivableAges, reportSummary } from "~/features/admin/report/report";
import { reportPeriodLabel } from "~/features/admin/report/period-label";

export const handle = adminRoute("erp");

/**
 * GET /admin/erp/report?period=2026-11|2026-Q4|2026: the financial report of a month, a quarter or a
 * year (this month unless one is asked; a period that is none is said so, and this month shown).
 * Its files are served by ./erp-report-file.ts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  const url = new URL(request.url);
  const asked = url.searchParams.get("period");
  const period = readReportPeriod(asked) ?? periodOf("month", screen.today);
  const report = await readAdminData(screen.prefs.mode, (db) => financialReport(db, period, screen.today));
  return {
    title: adminTitle(screen, "report.title"),
    report,
    invalidPeriod: asked !== null && readReportPeriod(asked) === null,
    periods: recentPeriods(screen.today).map((p) => ({
      kind: p.kind,
      key: p.key,
      label: reportPeriodLabel(p, screen.lang),
    })),
    label: reportPeriodLabel(period, screen.lang),
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function FinancialReportPage({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { report, periods, label, invalidPeriod } = loaderData;
  const file = (kind: "pdf" | "xlsx") => `/admin/erp/report/file?period=${report.period.key}&format=${kind}`;
  const kinds = [
    ["month", "report.months"],
    ["quarter", "report.quarters"],
    ["year", "report.years"],
  ] as const;
  const th = "py-2 pr-3 text-left font-semibold";
  const thRight = "py-2 pl-3 text-right font-semibold whitespace-nowrap";
  const tdRight = "py-2 pl-3 text-right whitespace-nowrap";
  return (
    <>
      <PageHeader title={t("report.title")} subtitle={t("report.subtitle")} />
      <Panel>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 space-y-1">
            <label htmlFor="report-period" className="block text-sm font-medium text-slate-800">
              {t("report.period")}
            </label>
            <select id="report-period" name="period" defaultValue={report.period.key} className={inputClass}>
              {kinds.map(([kind, group]) => (
                <optgroup key={kind} label={t(group)}>
                  {periods
                    .filter((p) => p.kind === kind)
                    .map((p) => (
                      <option key={p.key} value={p.key}>
                        {p.label}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass("outline", "md")}>
            {t("report.show")}
          </button>
          <div className="ml-auto flex flex-wrap gap-2">
            <a href={file("pdf")} download className={buttonClass("outline", "sm")}>
              {t("report.downloadPdf")}
            </a>
            <a href={file("xlsx")} download className={buttonClass("outline", "sm")}>
              {t("report.downloadXlsx")}
            </a>
          </div>
        </Form>
        {invalidPeriod ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {t("report.invalidPeriod")}
          </p>
        ) : null}
      </Panel>
      <h2 className="mt-6 text-lg font-semibold text-slate-900" data-testid="report-period">
        {label}
      </h2>
      <p className="text-xs text-slate-600">{t("revenueBasis")}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-5" data-testid="report-summary">
        {reportSummary(report).map(([key, value]) => (
          <div key={key} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-xs text-slate-600">{t(`report.${key}`)}</dt>
            <dd className="mt-1 text-lg font-semibold break-words text-slate-900" data-testid={`report-${key}`}>
              {format.money(value)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <Panel title={t("report.vatByRate")}>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="report-vat">
              <thead className="text-xs text-slate-500">
                <tr>
                  <th className={th}>{t("report.vatCategory")}</th>
                  <th className={thRight}>{t("report.rate")}</th>
                  <th className={thRight}>{t("report.taxable")}</th>
                  <th className={thRight}>{t("report.vat")}</th>
                  <th className={thRight}>{t("report.vatLei")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {report.vat.map((row) => (
                  <tr key={`${row.category}-${row.rate}`}>
                    <td className="py-2 pr-3">{t(`report.category.${row.category}`)}</td>
                    <td className={tdRight}>{format.number(row.rate)}</td>
                    <td className={tdRight}>{format.money(row.taxable)}</td>
                    <td className={tdRight}>{format.money(row.vat)}</td>
                    <td className={tdRight}>{format.lei(row.vatLei)}</td>
                  </tr>
                ))}
                {report.vat.length ? (
                  <tr className="font-semibold">
                    <td className="py-2 pr-3">{t("report.total")}</td>
                    <td />
                    <td />
                    <td className={tdRight}>{format.money(report.vatTotal)}</td>
                    <td className={tdRight} data-testid="report-vat-lei">
                      {format.lei(report.vatTotalLei)}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          {report.vat.length ? null : <p className="mt-2 text-sm text-slate-600">{t("report.noFigures")}</p>}
        </Panel>
        <Panel title={t("report.receivablesAsOf", { date: format.date(report.asOf) })}>
          <table className="w-full text-sm" data-testid="report-receivables">
            <tbody className="divide-y divide-slate-100">
              {receivableAges.map((age) => (
                <tr key={age}>
                  <td className="py-2 pr-3">{t(`report.ages.${age}`)}</td>
                  <td className={tdRight}>{format.money(report.receivables[age])}</td>
                </tr>
              ))}
              <tr className="font-semibold">
                <td className="py-2 pr-3">{t("report.total")}</td>
                <td className={tdRight}>{format.money(report.receivables.total)}</td>
              </tr>
            </tbody>
          </table>
        </Panel>
        <Panel title={t("report.topClients")}>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="report-clients">
              <thead className="text-xs text-slate-500">
                <tr>
                  <th className={th}>{t("report.client")}</th>
                  <th className={thRight}>{t("report.invoices")}</th>
                  <th className={thRight}>{t("report.netRevenue")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {report.topClients.map((client) => (
                  <tr key={client.name}>
                    <td className="py-2 pr-3">{client.name}</td>
                    <td className={tdRight}>{format.number(client.invoices)}</td>
                    <td className={tdRight}>{format.money(client.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report.topClients.length ? null : <p className="mt-2 text-sm text-slate-600">{t("report.noFigures")}</p>}
        </Panel>
      </div>
    </>
  );
}
