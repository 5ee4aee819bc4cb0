import { CreditCard } from "lucide-react";
import type { Route } from "./+types/commissions";
import { canProcessPayment, commissionStatusTone } from "~/domain/commission/rules";
import { commissionStatuses } from "~/domain/commission/schema";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/features/admin/format";
import { loadList, commissionList } from "~/features/admin/lists.server";
import { Pager } from "~/features/admin/ui/pager";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { Badge } from "~/features/admin/ui/badge";
import { PageHeader, StatCard, StatGrid } from "~/features/admin/ui/card";
import { InertButton } from "~/features/admin/ui/inert-button";
import { ListToolbar } from "~/features/admin/ui/list-toolbar";
import { Facts, RecordCard, RecordGrid } from "~/features/admin/ui/record-card";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  const list = await loadList(screen, request, commissionList);
  return {
    title: adminTitle(screen, "commissions.title"),
    query: list.query,
    cards: list.cards,
    commissions: list.rows,
    paging: { matching: list.matching, page: list.page, pageCount: list.pageCount },
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Commissions({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { query, cards, commissions, paging } = loaderData;
  return (
    <>
      <PageHeader title={t("commissions.title")} subtitle={t("commissions.subtitle")} />
      <StatGrid label={t("commissions.title")}>
        <StatCard testId="card-total" label={t("commissions.cards.total")} value={format.money(cards.total)} />
        <StatCard testId="card-paid" label={t("commissions.cards.paid")} value={format.money(cards.paid)} />
        <StatCard testId="card-pending" label={t("commissions.cards.pending")} value={format.money(cards.pending)} />
        <StatCard testId="card-overdue" label={t("commissions.cards.overdue")} value={format.money(cards.overdue)} />
      </StatGrid>
      <div className="mt-6">
        <ListToolbar
          query={query.q}
          placeholder={t("commissions.searchPlaceholder")}
          resultCount={paging.matching}
          exportList="commissions"
          selects={[
            {
              name: "status",
              label: t("commissions.status"),
              allLabel: t("commissions.allStatuses"),
              value: query.status,
              options: commissionStatuses.map((s) => ({ value: s, label: t(`status.commission.${s}`) })),
            },
          ]}
        />
        <RecordGrid count={commissions.length} label={t("commissions.title")}>
          {commissions.map((c) => (
            <RecordCard
              key={c.id}
              invalid={c.invalidFields}
              testId="record"
              actions={false}
              title={c.affiliateName}
              subtitle={`${c.affiliateCode} · ${t("commissions.invoice")} ${c.invoiceNumber}`}
              badges={<Badge tone={commissionStatusTone[c.status]}>{t(`status.commission.${c.status}`)}</Badge>}
            >
              <p className="text-slate-700">{c.description}</p>
              <Facts
                items={[
                  [t("commissions.sale"), format.money(c.saleAmount)],
                  [t("commissions.rate"), format.percent(c.commissionRate)],
                  [t("commissions.amount"), <strong key="amount">{format.money(c.commissionAmount)}</strong>],
                  c.paidDate
                    ? [t("commissions.paidOn"), format.date(c.paidDate)]
                    : [t("commissions.created"), format.date(c.createdAt)],
                ]}
              />
              {canProcessPayment(c) ? (
                <InertButton variant="primary" className="w-full">
                  <CreditCard aria-hidden="true" className="size-4" />
                  {t("commissions.processPayment")}
                </InertButton>
              ) : null}
            </RecordCard>
          ))}
        </RecordGrid>
        <Pager {...paging} />
      </div>
    </>
  );
}
