import { Trophy } from "lucide-react";
import type { Route } from "./+types/opportunities";
import { isOpen, isWon, opportunityStageTone } from "~/domain/opportunity/rules";
import { probabilityTone } from "~/domain/lead/rules";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/features/admin/format";
import { listScreenData, opportunityList } from "~/features/admin/lists/definitions.server";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/features/admin/ui/badge";
import { Progress } from "~/features/admin/ui/progress";
import { Facts } from "~/features/admin/ui/record-card";
import { opportunityView } from "~/features/admin/lists/views";
import { ListScreen } from "~/features/admin/ui/list-screen";

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, opportunityList, "opportunities.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Opportunities({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  return (
    <ListScreen
      view={opportunityView}
      data={loaderData}
      card={(o) => {
        const won = isWon(o);
        return {
          title: o.name,
          subtitle: joinParts(o.contactName, o.company),
          badges: (
            <>
              <Badge tone={opportunityStageTone[o.stage]}>{t(`status.stage.${o.stage}`)}</Badge>
              {won ? (
                <Badge tone="green" testId="won-badge">
                  <Trophy aria-hidden="true" className="mr-1 size-3" />
                  {t("opportunities.won")}
                </Badge>
              ) : null}
            </>
          ),
          body: (
            <>
              <Facts
                items={[
                  [won ? t("opportunities.wonValueLabel") : t("opportunities.potentialValue"), format.money(o.value)],
                  won
                    ? [t("opportunities.won"), format.date(o.wonDate)]
                    : [t("opportunities.closeDate"), format.date(o.closeDate)],
                  [t("leads.assignedTo"), o.assignedTo ?? t("leads.unassigned")],
                  [t("opportunities.lead"), o.leadId],
                ]}
              />
              {o.nextStep ? (
                <p className="text-slate-700">
                  <span className="font-semibold text-slate-900">{t("opportunities.nextStep")}: </span>
                  {o.nextStep}
                </p>
              ) : null}
              {isOpen(o) ? (
                <div>
                  <div className="mb-1 flex justify-between text-xs text-slate-600">
                    <span>{t("opportunities.probability")}</span>
                    <span className="font-semibold text-slate-900">{format.percent(o.probability)}</span>
                  </div>
                  <Progress
                    value={o.probability}
                    tone={probabilityTone(o.probability)}
                    label={t("opportunities.probability")}
                    valueText={format.percent(o.probability)}
                  />
                </div>
              ) : null}
            </>
          ),
        };
      }}
    />
  );
}
