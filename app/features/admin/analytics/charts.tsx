import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { MonthPoint, SystemShare } from "~/features/admin/analytics/analytics";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/admin-kit/format";
import { axisTicks } from "./ticks";

/*
 * The analytics charts, on Recharts. This module is loaded on demand by the analytics screen
 * only, so no other page (public or admin) downloads the charting library.
 */

const SHARE_COLOURS = ["#174c87", "#0ea5e9", "#f59e0b", "#10b981", "#8b5cf6", "#ef4444"];

/** An axis whose marks are `ticks`, from nought to the last. */
const scale = (ticks: number[]) => ({ tick: { fontSize: 12 }, ticks, domain: [0, ticks.at(-1)!], interval: 0 });

/** A count drawn as a line on the right-hand axis. */
const COUNT_LINE = { yAxisId: "count", type: "monotone", strokeWidth: 2 } as const;

export function MonthlyChart({ data }: { data: MonthPoint[] }) {
  const t = useT("admin");
  const format = useAdminFormat();
  const rows = data.map((point) => ({ ...point, label: format.month(point.month) }));
  const moneyTicks = axisTicks(Math.max(...data.map((point) => point.revenue)));
  const countTicks = axisTicks(Math.max(...data.flatMap((point) => [point.leads, point.conversions])), { whole: true });
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} />
        <YAxis yAxisId="money" {...scale(moneyTicks)} tickFormatter={format.compactMoney} width={64} />
        <YAxis yAxisId="count" orientation="right" {...scale(countTicks)} tickFormatter={format.number} width={32} />
        <Tooltip
          formatter={(value, name) =>
            name === t("analytics.revenue") ? format.money(Number(value)) : format.number(Number(value))
          }
        />
        <Legend />
        <Bar yAxisId="money" dataKey="revenue" name={t("analytics.revenue")} fill="#174c87" radius={[4, 4, 0, 0]} />
        <Line {...COUNT_LINE} dataKey="leads" name={t("analytics.leads")} stroke="#f59e0b" />
        <Line {...COUNT_LINE} dataKey="conversions" name={t("analytics.conversions")} stroke="#10b981" />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function DistributionChart({ data }: { data: SystemShare[] }) {
  const t = useT("admin");
  const rows = data.map((share) => ({ name: t(`systemType.${share.systemType}`), value: share.count }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <PieChart>
        <Pie data={rows} dataKey="value" nameKey="name" innerRadius={50} outerRadius={90} paddingAngle={2}>
          {rows.map((row, index) => (
            <Cell key={row.name} fill={SHARE_COLOURS[index % SHARE_COLOURS.length]} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}
