import { CalendarPlus, Mail, Target, UserPlus } from "lucide-react";
import type { Route } from "./+types/crm";
import { crmData } from "~/features/admin/overview.server";
import { crmContactStatusTone } from "~/entities/contact/rules";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/features/admin/admin-format";
import { adminMeta } from "~/features/admin/meta";
import { ActivityList } from "~/features/admin/overview/activity-list";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { Badge } from "~/features/admin/ui/badge";
import { InertButton } from "~/features/admin/ui/inert-button";
import { EmptyState, PageHeader, Panel, StatCards, type CardSpec } from "~/features/admin/ui/card";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  return { title: adminTitle(screen, "crm.title"), ...(await crmData(screen)) };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

const CRM_CARDS: readonly CardSpec[] = [
  ["totalContacts", "number"],
  ["activeLeads", "number"],
  ["totalOpportunities", "number"],
  ["conversionRate", "percent"],
];

export default function CrmPanel({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { cards, recentContacts, teamActivity } = loaderData;
  return (
    <>
      <PageHeader title={t("crm.title")} subtitle={t("crm.subtitle")} />
      <StatCards label={t("crm.title")} labels="crm.cards" specs={CRM_CARDS} figures={cards} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel title={t("crm.recentContacts")} labelledBy="recent-contacts">
          {recentContacts.length === 0 ? (
            <EmptyState>{t("common.noData")}</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100">
              {recentContacts.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-slate-900">{c.name}</p>
                    <p className="truncate text-xs text-slate-600">{joinParts(c.company, c.email)}</p>
                  </div>
                  <div className="shrink-0 text-right">
                    <Badge tone={crmContactStatusTone[c.status]}>{t(`status.crmContact.${c.status}`)}</Badge>
                    <p className="mt-1 text-xs text-slate-600">
                      {joinParts(format.money(c.value), format.date(c.lastContact))}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t("crm.teamActivity")} labelledBy="team-activity">
          <ActivityList activities={teamActivity} testId="team-activity" />
        </Panel>
      </div>
      <Panel title={t("crm.quickActions")} labelledBy="crm-quick-actions" className="mt-6">
        <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
          <InertButton>
            <UserPlus aria-hidden="true" className="size-4" />
            {t("crm.addContact")}
          </InertButton>
          <InertButton>
            <Target aria-hidden="true" className="size-4" />
            {t("crm.addLead")}
          </InertButton>
          <InertButton>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t("crm.scheduleMeeting")}
          </InertButton>
          <InertButton>
            <Mail aria-hidden="true" className="size-4" />
            {t("crm.sendEmail")}
          </InertButton>
        </div>
      </Panel>
    </>
  );
}
