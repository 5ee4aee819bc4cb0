import { adminRoute } from "~/admin-kit/route-handle";
import { CalendarPlus, Columns3, Mail, Target, UserPlus } from "lucide-react";
import type { Route } from "./+types/crm";
import { crmData } from "~/features/admin/overview.server";
import { crmContactStatusTone } from "~/entities/contact/rules";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { adminMeta } from "~/features/admin/meta";
import { ActivityList } from "~/features/admin/overview/activity-list";
import { titledScreen } from "~/admin-kit/screen.server";
import { Badge } from "~/admin-kit/ui/badge";
import { ShortList } from "~/admin-kit/ui/short-list";
import { QuickActions } from "~/admin-kit/ui/quick-actions";
import { PageHeader, Panel, StatCards, type CardSpecs } from "~/admin-kit/ui/panels";

export const handle = adminRoute("crm");

export const loader = ({ request }: Route.LoaderArgs) =>
  titledScreen(request, handle.adminAccess, "crm.title", crmData);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

const CRM_CARDS: CardSpecs = {
  totalContacts: "number",
  activeLeads: "number",
  totalOpportunities: "number",
  conversionRate: "percent",
};

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
          <ShortList
            items={recentContacts}
            row={(c) => ({
              key: c.id,
              title: c.name,
              detail: joinParts(c.company, c.email),
              figure: joinParts(format.money(c.value), format.date(c.lastContact)),
              badge: <Badge tone={crmContactStatusTone[c.status]}>{t(`status.crmContact.${c.status}`)}</Badge>,
            })}
          />
        </Panel>
        <Panel title={t("crm.teamActivity")} labelledBy="team-activity">
          <ActivityList activities={teamActivity} testId="team-activity" />
        </Panel>
      </div>
      <Panel title={t("crm.quickActions")} labelledBy="crm-quick-actions" className="mt-6">
        <QuickActions
          className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4"
          actions={[
            { icon: UserPlus, label: t("crm.addContact"), creates: "contacts" },
            { icon: Target, label: t("crm.addLead"), creates: "leads" },
            // Reading the board takes what reading this panel takes.
            { icon: Columns3, label: t("opportunities.board"), href: "/admin/opportunities/board" },
            { icon: CalendarPlus, label: t("crm.scheduleMeeting"), creates: "meetings" },
            // An e-mail is written on the contact's page: the list leads there.
            { icon: Mail, label: t("crm.sendEmail"), href: "/admin/contacts", screen: "contacts" },
          ]}
        />
      </Panel>
    </>
  );
}
