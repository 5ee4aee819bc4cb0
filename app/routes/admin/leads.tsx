import type { Route } from "./+types/leads";
import { leadPriorityTone, leadStatusTone, probabilityTone } from "~/domain/lead/rules";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/features/admin/format";
import { listScreenData, leadList } from "~/features/admin/lists/definitions.server";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/features/admin/ui/badge";
import { Progress } from "~/features/admin/ui/progress";
import { Facts } from "~/features/admin/ui/record-card";
import { leadView } from "~/features/admin/lists/views";
import { ListScreen } from "~/features/admin/ui/list-screen";

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, leadList, "leads.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Leads({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  return (
    <ListScreen
      view={leadView}
      data={loaderData}
      card={(lead) => ({
        title: lead.title,
        subtitle: joinParts(lead.contactName, lead.company),
        badges: (
          <>
            <Badge tone={leadStatusTone[lead.status]}>{t(`status.lead.${lead.status}`)}</Badge>
            <Badge tone={leadPriorityTone[lead.priority]}>
              {t("leads.priorityBadge", { priority: t(`status.priority.${lead.priority}`) })}
            </Badge>
          </>
        ),
        body: (
          <>
            <Facts
              items={[
                [t("leads.value"), format.money(lead.value)],
                [t("leads.expectedClose"), format.date(lead.expectedCloseDate)],
                [t("leads.assignedTo"), lead.assignedTo ?? t("leads.unassigned")],
                [t("contacts.source"), t(`source.${lead.source}`)],
              ]}
            />
            <div>
              <div className="mb-1 flex justify-between text-xs text-slate-600">
                <span>{t("leads.probability")}</span>
                <span className="font-semibold text-slate-900">{format.percent(lead.probability)}</span>
              </div>
              <Progress
                value={lead.probability}
                tone={probabilityTone(lead.probability)}
                label={t("leads.probability")}
                valueText={format.percent(lead.probability)}
              />
            </div>
          </>
        ),
      })}
    />
  );
}
