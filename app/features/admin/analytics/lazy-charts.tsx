import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import type { MonthPoint, SystemShare } from "~/features/admin/analytics/analytics";
import { useT } from "~/i18n/language";

const Charts = {
  Monthly: lazy(() => import("./charts").then((m) => ({ default: m.MonthlyChart }))),
  Distribution: lazy(() => import("./charts").then((m) => ({ default: m.DistributionChart }))),
};

/**
 * Charts draw in the browser only (they measure their box), after the page has hydrated; until
 * then a placeholder of the same height keeps the layout still. The figures are also in a table.
 */
function ClientChart({ height, children }: { height: number; children: ReactNode }) {
  const t = useT("admin");
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (
    <div style={{ height }} className="flex items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-500">
      {t("analytics.chartLoading")}
    </div>
  );
  if (!mounted) return placeholder;
  return (
    <div style={{ height }} data-testid="chart">
      <Suspense fallback={placeholder}>{children}</Suspense>
    </div>
  );
}

export function MonthlyChart({ data }: { data: MonthPoint[] }) {
  return (
    <ClientChart height={300}>
      <Charts.Monthly data={data} />
    </ClientChart>
  );
}

export function DistributionChart({ data }: { data: SystemShare[] }) {
  return (
    <ClientChart height={260}>
      <Charts.Distribution data={data} />
    </ClientChart>
  );
}
