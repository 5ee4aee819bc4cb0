import { adminRoute } from "~/admin-kit/route-handle";
import { Form, useSubmit } from "react-router";
import type { Route } from "./+types/analytics";
import { analyticsPeriods, DEFAULT_ANALYTICS_PERIOD } from "~/features/admin/analytics/analytics";
import { useT } from "~/i18n/language";
import { z } from "~/lib/zod";
import { buttonClass } from "~/components/ui/button";
import { DistributionChart, MonthlyChart } from "~/features/admin/analytics/lazy-charts";
import { useAdminFormat } from "~/admin-kit/format";
import { adminMeta } from "~/features/admin/meta";
import { ActivityList } from "~/features/admin/overview/activity-list";
import { analyticsData } from "~/features/admin/overview.server";
import { titledScreen } from "~/admin-kit/screen.server";
import { EmptyState, PageHeader, Panel, StatCards, type CardSpecs } from "~/admin-kit/ui/panels";

export const handle = adminRoute("analytics");

const periodSchema = z.enum(analyticsPeriods).catch(DEFAULT_ANALYTICS_PERIOD);

export async function loader({ request }: Route.LoaderArgs) {
  const period = periodSchema.parse(new URL(request.url).searchParams.get("period") ?? undefined);
  return titledScreen(request, handle.adminAccess, "analytics.title", async (screen) => ({
    period,
    ...(await analyticsData(screen, period)),
  }));
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

const ANALYTICS_CARDS: CardSpecs = {
  revenue: "money",
  leads: "number",
  conversionRate: "percent",
  averageDeal: "money",
};

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const submit = useSubmit();
  const { period, report, activities } = loaderData;
  const hasMonthly = report.monthly.some((m) => m.revenue > 0 || m.leads > 0 || m.conversions > 0);
  return (
    <>
      <PageHeader
        title={t("analytics.title")}
        subtitle={t("analytics.subtitle")}
        actions={
          <Form method="get" className="flex items-end gap-2">
            <label className="text-xs font-semibold text-slate-600">
              <span className="mb-1 block">{t("analytics.period.label")}</span>
              <select
                name="period"
                defaultValue={period}
                key={period}
                onChange={(event) => void submit(event.currentTarget.form, { replace: true, preventScrollReset: true })}
                className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {analyticsPeriods.map((p) => (
                  <option key={p} value={p}>
                    {t(`analytics.period.${p}`)}
                  </option>
                ))}
              </select>
            </label>
            <noscript>
              <button type="submit" className={buttonClass("outline", "md")}>
                {t("common.apply")}
              </button>
            </noscript>
          </Form>
        }
      />
      <StatCards
        label={t("analytics.title")}
        labels="analytics.kpis"
        specs={ANALYTICS_CARDS}
        figures={report.kpis}
        footers={{ revenue: t("revenueBasis") }}
      />

      <Panel title={t("analytics.monthly")} labelledBy="monthly-trend" className="mt-6">
        <p className="-mt-3 mb-4 text-sm text-slate-600">{t("analytics.monthlyHint")}</p>
        {hasMonthly ? <MonthlyChart data={report.monthly} /> : <EmptyState>{t("common.noData")}</EmptyState>}
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">{t("common.chartTable")}</summary>
          <table className="mt-2 w-full text-left" data-testid="monthly-table">
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-1">
                  {t("common.month")}
                </th>
                {(["analytics.revenue", "analytics.leads", "analytics.conversions"] as const).map((key) => (
                  <th key={key} scope="col" className="py-1 text-right">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.monthly.map((m) => (
                <tr key={m.month} className="border-t border-slate-100">
                  <th scope="row" className="py-1 font-normal">
                    {format.month(m.month)}
                  </th>
                  <td className="py-1 text-right">{format.money(m.revenue)}</td>
                  <td className="py-1 text-right">{format.number(m.leads)}</td>
                  <td className="py-1 text-right">{format.number(m.conversions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Panel>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel title={t("analytics.topCustomers")} labelledBy="top-customers">
          {report.topCustomers.length === 0 ? (
            <EmptyState>{t("common.noData")}</EmptyState>
          ) : (
            <ol className="divide-y divide-slate-100" data-testid="top-customers">
              {report.topCustomers.map((c, index) => (
                <li key={c.name} className="flex items-center gap-3 py-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">{c.name}</p>
                    <p className="text-xs text-slate-600">{t("analytics.invoiceCount", { count: c.invoices })}</p>
                  </div>
                  <p className="text-sm font-semibold text-slate-900">{format.money(c.revenue)}</p>
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <Panel title={t("analytics.distribution")} labelledBy="distribution">
          {report.distribution.length === 0 ? (
            <EmptyState>{t("common.noData")}</EmptyState>
          ) : (
            <>
              <DistributionChart data={report.distribution} />
              <ul className="mt-3 space-y-1 text-sm" data-testid="distribution">
                {report.distribution.map((share) => (
                  <li key={share.systemType} className="flex justify-between gap-3">
                    <span>{t(`systemType.${share.systemType}`)}</span>
                    <span className="text-slate-600">
                      {t("analytics.projects", { count: share.count })} · {format.money(share.value)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>
      </div>

      <Panel title={t("analytics.recentActivities")} labelledBy="recent-activities" className="mt-6">
        <ActivityList activities={activities} />
      </Panel>
    </>
  );
}
