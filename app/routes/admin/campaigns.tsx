import { Plus } from "lucide-react";
import type { Route } from "./+types/campaigns";
import { budgetProgress, campaignStatusTone } from "~/domain/campaign/rules";
import { campaignPlatforms, campaignStatuses } from "~/domain/campaign/schema";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/features/admin/format";
import { loadList, campaignList } from "~/features/admin/lists.server";
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
  const list = await loadList(screen, request, campaignList);
  return {
    title: adminTitle(screen, "campaigns.title"),
    query: list.query,
    cards: list.cards,
    campaigns: list.rows,
    paging: { matching: list.matching, page: list.page, pageCount: list.pageCount },
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { query, cards, campaigns, paging } = loaderData;
  return (
    <>
      <PageHeader
        title={t("campaigns.title")}
        subtitle={t("campaigns.subtitle")}
        actions={
          <InertButton variant="primary">
            <Plus aria-hidden="true" className="size-4" />
            {t("campaigns.create")}
          </InertButton>
        }
      />
      <StatGrid label={t("campaigns.title")}>
        <StatCard
          testId="card-totalBudget"
          label={t("campaigns.cards.totalBudget")}
          value={format.money(cards.totalBudget)}
        />
        <StatCard
          testId="card-totalSpent"
          label={t("campaigns.cards.totalSpent")}
          value={format.money(cards.totalSpent)}
        />
        <StatCard
          testId="card-totalReach"
          label={t("campaigns.cards.totalReach")}
          value={format.number(cards.totalReach)}
        />
        <StatCard testId="card-active" label={t("campaigns.cards.active")} value={format.number(cards.active)} />
      </StatGrid>
      <div className="mt-6">
        <ListToolbar
          query={query.q}
          placeholder={t("campaigns.searchPlaceholder")}
          resultCount={paging.matching}
          exportList="campaigns"
          selects={[
            {
              name: "status",
              label: t("campaigns.status"),
              allLabel: t("campaigns.allStatuses"),
              value: query.status,
              options: campaignStatuses.map((s) => ({ value: s, label: t(`status.campaign.${s}`) })),
            },
            {
              name: "platform",
              label: t("campaigns.platform"),
              allLabel: t("campaigns.allPlatforms"),
              value: query.platform,
              options: campaignPlatforms.map((p) => ({ value: p, label: p })),
            },
          ]}
        />
        <RecordGrid count={campaigns.length} label={t("campaigns.title")}>
          {campaigns.map((c) => {
            const progress = budgetProgress(c);
            return (
              <RecordCard
                key={c.id}
                invalid={c.invalidFields}
                testId="record"
                title={c.name}
                subtitle={c.platform}
                badges={<Badge tone={campaignStatusTone[c.status]}>{t(`status.campaign.${c.status}`)}</Badge>}
              >
                <p className="text-slate-700">{c.description}</p>
                <div>
                  <div className="mb-1 flex justify-between gap-2 text-xs text-slate-600">
                    <span>
                      {t("campaigns.spent", { spent: format.money(c.spent), budget: format.money(c.budget) })}
                    </span>
                    <span className="font-semibold text-slate-900">{format.percent(progress)}</span>
                  </div>
                  <Progress
                    value={progress}
                    tone={progress >= 100 ? "red" : "blue"}
                    label={t("campaigns.budgetUsed")}
                    valueText={format.percent(progress)}
                  />
                </div>
                <Facts
                  items={[
                    [t("campaigns.reach"), format.number(c.reach)],
                    [t("campaigns.engagement"), format.percent(c.engagement)],
                    [t("campaigns.clicks"), format.number(c.clicks)],
                    [t("campaigns.conversions"), format.number(c.conversions)],
                    [t("campaigns.scheduled"), format.date(c.scheduledDate)],
                  ]}
                />
              </RecordCard>
            );
          })}
        </RecordGrid>
        <Pager {...paging} />
      </div>
    </>
  );
}
