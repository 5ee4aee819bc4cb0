import { Plus, Star } from "lucide-react";
import type { Route } from "./+types/affiliates";
import { affiliateStatusTone, ratingTone } from "~/domain/affiliate/rules";
import { affiliateCategories, affiliateStatuses } from "~/domain/affiliate/schema";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/features/admin/format";
import { loadList, affiliateList } from "~/features/admin/lists.server";
import { Pager } from "~/features/admin/ui/pager";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { Badge } from "~/features/admin/ui/badge";
import { PageHeader, StatCard, StatGrid } from "~/features/admin/ui/card";
import { InertButton } from "~/features/admin/ui/inert-button";
import { ListToolbar } from "~/features/admin/ui/list-toolbar";
import { Facts, RecordCard, RecordGrid } from "~/features/admin/ui/record-card";
import { toneText } from "~/features/admin/ui/tone";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  const list = await loadList(screen, request, affiliateList);
  return {
    title: adminTitle(screen, "affiliates.title"),
    query: list.query,
    cards: list.cards,
    affiliates: list.rows,
    paging: { matching: list.matching, page: list.page, pageCount: list.pageCount },
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Affiliates({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { query, cards, affiliates, paging } = loaderData;
  return (
    <>
      <PageHeader
        title={t("affiliates.title")}
        subtitle={t("affiliates.subtitle")}
        actions={
          <InertButton variant="primary">
            <Plus aria-hidden="true" className="size-4" />
            {t("affiliates.add")}
          </InertButton>
        }
      />
      <StatGrid label={t("affiliates.title")}>
        <StatCard testId="card-active" label={t("affiliates.cards.active")} value={format.number(cards.active)} />
        <StatCard
          testId="card-totalCommissions"
          label={t("affiliates.cards.totalCommissions")}
          value={format.money(cards.totalCommissions)}
        />
        <StatCard
          testId="card-totalSales"
          label={t("affiliates.cards.totalSales")}
          value={format.money(cards.totalSales)}
        />
        <StatCard
          testId="card-averageRate"
          label={t("affiliates.cards.averageRate")}
          value={format.percent(cards.averageCommissionRate)}
        />
      </StatGrid>
      <div className="mt-6">
        <ListToolbar
          query={query.q}
          placeholder={t("affiliates.searchPlaceholder")}
          resultCount={paging.matching}
          exportList="affiliates"
          selects={[
            {
              name: "status",
              label: t("affiliates.status"),
              allLabel: t("affiliates.allStatuses"),
              value: query.status,
              options: affiliateStatuses.map((s) => ({ value: s, label: t(`status.affiliate.${s}`) })),
            },
            {
              name: "category",
              label: t("affiliates.category"),
              allLabel: t("affiliates.allCategories"),
              value: query.category,
              options: affiliateCategories.map((c) => ({ value: c, label: t(`category.${c}`) })),
            },
          ]}
        />
        <RecordGrid count={affiliates.length} label={t("affiliates.title")}>
          {affiliates.map((a) => {
            const tone = ratingTone(a.performanceRating);
            return (
              <RecordCard
                key={a.id}
                invalid={a.invalidFields}
                testId="record"
                title={a.name}
                subtitle={joinParts(a.contactName, t(`category.${a.category}`))}
                badges={<Badge tone={affiliateStatusTone[a.status]}>{t(`status.affiliate.${a.status}`)}</Badge>}
              >
                <p className="flex items-center justify-between gap-2">
                  <code className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                    {a.affiliateCode}
                  </code>
                  <span
                    data-testid="rating"
                    data-tone={tone}
                    className={`inline-flex items-center gap-1 font-semibold ${toneText[tone]}`}
                  >
                    <Star aria-hidden="true" className="size-4 fill-current" />
                    {t("affiliates.rating", { rating: format.number(a.performanceRating) })}
                  </span>
                </p>
                <Facts
                  items={[
                    [t("affiliates.commissionRate"), format.percent(a.commissionRate)],
                    [t("affiliates.earnings"), format.money(a.totalEarnings)],
                    [t("affiliates.sales"), format.money(a.totalSales)],
                    [t("affiliates.referrals"), format.number(a.referralCount)],
                    [t("affiliates.joined"), format.date(a.joinDate)],
                    [t("affiliates.lastSale"), a.lastSale ? format.date(a.lastSale) : t("affiliates.never")],
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
