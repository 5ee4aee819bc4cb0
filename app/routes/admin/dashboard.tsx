import { adminRoute } from "~/admin-kit/route-handle";
import {
  CalendarPlus,
  FilePlus,
  FileText,
  Handshake,
  Megaphone,
  Percent,
  Share2,
  Target,
  UserPlus,
  Users,
  Wallet,
} from "lucide-react";
import type { Route } from "./+types/dashboard";
import type { DashboardMetrics } from "~/domain/admin/panels";
import { dashboardData } from "~/features/admin/overview.server";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/admin-kit/format";
import { adminMeta } from "~/features/admin/meta";
import { ActivityList } from "~/features/admin/overview/activity-list";
import { titledScreen } from "~/admin-kit/screen.server";
import { PageHeader, Panel, StatCard, StatGrid } from "~/admin-kit/ui/panels";
import { QuickActions } from "~/admin-kit/ui/quick-actions";
import { TrendLine } from "~/admin-kit/ui/trend";
import { MyTasksPanel } from "~/entities/task/task-lists";

export const handle = adminRoute("dashboard");

export const loader = ({ request }: Route.LoaderArgs) =>
  titledScreen(request, handle.adminAccess, "dashboard.title", dashboardData);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

const cards = [
  { key: "totalRevenue", icon: Wallet, money: true },
  { key: "activeContacts", icon: Users, money: false },
  { key: "hotLeads", icon: Target, money: false },
  { key: "opportunities", icon: Handshake, money: false },
  { key: "pendingInvoices", icon: FileText, money: true },
  { key: "commissionPayments", icon: Percent, money: true },
  { key: "activeCampaigns", icon: Megaphone, money: false },
  { key: "socialEngagement", icon: Share2, money: false },
] as const satisfies readonly { key: keyof DashboardMetrics; icon: unknown; money: boolean }[];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { metrics, activities, myTasks, today } = loaderData;
  return (
    <>
      <PageHeader title={t("dashboard.title")} subtitle={t("dashboard.subtitle")} />
      <StatGrid label={t("dashboard.title")}>
        {cards.map(({ key, icon: Icon, money }) => {
          // A card from a screen this administrator may not read is not sent at all.
          const metric = metrics[key];
          if (!metric) return null;
          return (
            <StatCard
              key={key}
              testId={`card-${key}`}
              label={t(`dashboard.cards.${key}`)}
              value={money ? format.money(metric.value) : format.number(metric.value)}
              icon={<Icon className="size-5" />}
              footer={
                <>
                  <TrendLine value={metric.trend} />
                  {key === "totalRevenue" ? <span className="mt-1 block">{t("revenueBasis")}</span> : null}
                </>
              }
            />
          );
        })}
      </StatGrid>
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        {myTasks ? (
          <div className="xl:col-span-3">
            <MyTasksPanel tasks={myTasks} today={today} />
          </div>
        ) : null}
        <Panel title={t("dashboard.recentActivity")} labelledBy="recent-activity" className="xl:col-span-2">
          <ActivityList activities={activities} testId="recent-activity" />
        </Panel>
        <Panel title={t("dashboard.quickActions")} labelledBy="quick-actions">
          <QuickActions
            className="grid gap-2"
            itemClassName="justify-start"
            actions={[
              { icon: UserPlus, label: t("dashboard.newContact"), creates: "contacts" },
              { icon: FilePlus, label: t("dashboard.createInvoice"), creates: "invoices" },
              { icon: CalendarPlus, label: t("dashboard.scheduleCampaign"), creates: "campaigns" },
            ]}
          />
        </Panel>
      </div>
    </>
  );
}
