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
import { ReportTable } from "~/features/admin/report/report-table";
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
          <ReportTable
            testId="report-vat"
            headings={[
              t("report.vatCategory"),
              t("report.rate"),
              t("report.taxable"),
              t("report.vat"),
              t("report.vatLei"),
            ]}
            rows={report.vat.map((row) => ({
              key: `${row.category}-${row.rate}`,
              name: t(`report.category.${row.category}`),
              figures: [
                format.number(row.rate),
                format.money(row.taxable),
                format.money(row.vat),
                format.lei(row.vatLei),
              ],
            }))}
            total={
              report.vat.length
                ? {
                    key: "total",
                    name: t("report.total"),
                    figures: [
                      null,
                      null,
                      format.money(report.vatTotal),
                      <span key="lei" data-testid="report-vat-lei">
                        {format.lei(report.vatTotalLei)}
                      </span>,
                    ],
                  }
                : undefined
            }
            empty={t("report.noFigures")}
          />
        </Panel>
        <Panel title={t("report.receivablesAsOf", { date: format.date(report.asOf) })}>
          <ReportTable
            testId="report-receivables"
            rows={receivableAges.map((age) => ({
              key: age,
              name: t(`report.ages.${age}`),
              figures: [format.money(report.receivables[age])],
            }))}
            total={{ key: "total", name: t("report.total"), figures: [format.money(report.receivables.total)] }}
          />
        </Panel>
        <Panel title={t("report.topClients")}>
          <ReportTable
            testId="report-clients"
            headings={[t("report.client"), t("report.invoices"), t("report.netRevenue")]}
            rows={report.topClients.map((client) => ({
              key: client.name,
              name: client.name,
              figures: [format.number(client.invoices), format.money(client.revenue)],
            }))}
            empty={t("report.noFigures")}
          />
        </Panel>
      </div>
    </>
  );
}
