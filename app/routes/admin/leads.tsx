import { Plus } from "lucide-react";
import type { Route } from "./+types/leads";
import { leadPriorityTone, leadStatusTone, probabilityTone } from "~/domain/lead/rules";
import { leadPriorities, leadStatuses } from "~/domain/lead/schema";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/features/admin/format";
import { loadList, leadList } from "~/features/admin/lists.server";
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
  const list = await loadList(screen, request, leadList);
  return {
    title: adminTitle(screen, "leads.title"),
    query: list.query,
    cards: list.cards,
    leads: list.rows,
    paging: { matching: list.matching, page: list.page, pageCount: list.pageCount },
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Leads({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { query, cards, leads, paging } = loaderData;
  return (
    <>
      <PageHeader
        title={t("leads.title")}
        subtitle={t("leads.subtitle")}
        actions={
          <InertButton variant="primary">
            <Plus aria-hidden="true" className="size-4" />
            {t("leads.add")}
          </InertButton>
        }
      />
      <StatGrid label={t("leads.title")}>
        <StatCard testId="card-total" label={t("leads.cards.total")} value={format.number(cards.total)} />
        <StatCard
          testId="card-pipelineValue"
          label={t("leads.cards.pipelineValue")}
          value={format.money(cards.pipelineValue)}
        />
        <StatCard
          testId="card-averageProbability"
          label={t("leads.cards.averageProbability")}
          value={format.percent(cards.averageProbability)}
        />
        <StatCard testId="card-thisMonth" label={t("leads.cards.thisMonth")} value={format.number(cards.thisMonth)} />
      </StatGrid>
      <div className="mt-6">
        <ListToolbar
          query={query.q}
          placeholder={t("leads.searchPlaceholder")}
          resultCount={paging.matching}
          exportList="leads"
          selects={[
            {
              name: "status",
              label: t("leads.status"),
              allLabel: t("leads.allStatuses"),
              value: query.status,
              options: leadStatuses.map((s) => ({ value: s, label: t(`status.lead.${s}`) })),
            },
            {
              name: "priority",
              label: t("leads.priority"),
              allLabel: t("leads.allPriorities"),
              value: query.priority,
              options: leadPriorities.map((p) => ({ value: p, label: t(`status.priority.${p}`) })),
            },
          ]}
        />
        <RecordGrid count={leads.length} label={t("leads.title")}>
          {leads.map((lead) => (
            <RecordCard
              key={lead.id}
              invalid={lead.invalidFields}
              href={`/admin/leads/${lead.id}`}
              testId="record"
              title={lead.title}
              subtitle={joinParts(lead.contactName, lead.company)}
              badges={
                <>
                  <Badge tone={leadStatusTone[lead.status]}>{t(`status.lead.${lead.status}`)}</Badge>
                  <Badge tone={leadPriorityTone[lead.priority]}>
                    {t("leads.priorityBadge", { priority: t(`status.priority.${lead.priority}`) })}
                  </Badge>
                </>
              }
            >
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
            </RecordCard>
          ))}
        </RecordGrid>
        <Pager {...paging} />
      </div>
    </>
  );
}
