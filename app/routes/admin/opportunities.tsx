import { Plus, Trophy } from "lucide-react";
import type { Route } from "./+types/opportunities";
import { teamMembers } from "~/domain/admin/schema";
import { isOpen, isWon, opportunityStageTone } from "~/domain/opportunity/rules";
import { probabilityTone } from "~/domain/lead/rules";
import { opportunityStages } from "~/domain/opportunity/schema";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/features/admin/format";
import { loadList, opportunityList } from "~/features/admin/lists.server";
import { Pager } from "~/features/admin/ui/pager";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { Badge } from "~/features/admin/ui/badge";
import { PageHeader, StatCard, StatGrid } from "~/features/admin/ui/card";
import { InertButton } from "~/features/admin/ui/inert-button";
import { ListToolbar } from "~/features/admin/ui/list-toolbar";
import { Progress } from "~/features/admin/ui/progress";
import { Facts, RecordCard, RecordGrid } from "~/features/admin/ui/record-card";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  const list = await loadList(screen, request, opportunityList);
  return {
    title: adminTitle(screen, "opportunities.title"),
    query: list.query,
    cards: list.cards,
    opportunities: list.rows,
    paging: { matching: list.matching, page: list.page, pageCount: list.pageCount },
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Opportunities({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { query, cards, opportunities, paging } = loaderData;
  return (
    <>
      <PageHeader
        title={t("opportunities.title")}
        subtitle={t("opportunities.subtitle")}
        actions={
          <InertButton variant="primary">
            <Plus aria-hidden="true" className="size-4" />
            {t("opportunities.add")}
          </InertButton>
        }
      />
      <StatGrid label={t("opportunities.title")}>
        <StatCard testId="card-total" label={t("opportunities.cards.total")} value={format.number(cards.total)} />
        <StatCard
          testId="card-pipelineValue"
          label={t("opportunities.cards.pipelineValue")}
          value={format.money(cards.pipelineValue)}
        />
        <StatCard
          testId="card-wonValue"
          label={t("opportunities.cards.wonValue")}
          value={format.money(cards.wonValue)}
        />
        <StatCard
          testId="card-averageProbability"
          label={t("opportunities.cards.averageProbability")}
          value={format.percent(cards.averageOpenProbability)}
        />
      </StatGrid>
      <div className="mt-6">
        <ListToolbar
          query={query.q}
          placeholder={t("opportunities.searchPlaceholder")}
          resultCount={paging.matching}
          exportList="opportunities"
          selects={[
            {
              name: "stage",
              label: t("opportunities.stage"),
              allLabel: t("opportunities.allStages"),
              value: query.stage,
              options: opportunityStages.map((s) => ({ value: s, label: t(`status.stage.${s}`) })),
            },
            {
              name: "member",
              label: t("opportunities.member"),
              allLabel: t("opportunities.allMembers"),
              value: query.member,
              options: teamMembers.map((m) => ({ value: m, label: m })),
            },
          ]}
        />
        <RecordGrid count={opportunities.length} label={t("opportunities.title")}>
          {opportunities.map((o) => {
            const won = isWon(o);
            return (
              <RecordCard
                key={o.id}
                invalid={o.invalidFields}
                href={`/admin/opportunities/${o.id}`}
                testId="record"
                title={o.name}
                subtitle={joinParts(o.contactName, o.company)}
                badges={
                  <>
                    <Badge tone={opportunityStageTone[o.stage]}>{t(`status.stage.${o.stage}`)}</Badge>
                    {won ? (
                      <Badge tone="green" testId="won-badge">
                        <Trophy aria-hidden="true" className="mr-1 size-3" />
                        {t("opportunities.won")}
                      </Badge>
                    ) : null}
                  </>
                }
              >
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
              </RecordCard>
            );
          })}
        </RecordGrid>
        <Pager {...paging} />
      </div>
    </>
  );
}
