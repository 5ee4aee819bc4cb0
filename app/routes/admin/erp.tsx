import { BarChart3, CreditCard, FilePlus, UserPlus } from "lucide-react";
import type { Route } from "./+types/erp";
import { affiliateStatusTone } from "~/entities/affiliate/rules";
import { commissionStatusTone } from "~/entities/commission/rules";
import { invoiceStatusTone } from "~/entities/invoice/summary";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/features/admin/admin-format";
import { adminMeta } from "~/features/admin/meta";
import { erpData } from "~/features/admin/overview.server";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { Badge } from "~/features/admin/ui/badge";
import { InertButton } from "~/features/admin/ui/inert-button";
import { EmptyState, PageHeader, Panel, StatCards, type CardSpec } from "~/features/admin/ui/card";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  return { title: adminTitle(screen, "erp.title"), ...(await erpData(screen)) };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

/** A short list row: title and detail on the left, figure and badge on the right. */
function Row({
  title,
  detail,
  figure,
  badge,
}: {
  title: string;
  detail: string;
  figure: string;
  badge: React.ReactNode;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{title}</p>
        <p className="truncate text-xs text-slate-600">{detail}</p>
      </div>
      <div className="shrink-0 text-right">
        <p className="text-sm font-semibold text-slate-900">{figure}</p>
        {badge}
      </div>
    </li>
  );
}

const ERP_CARDS: readonly CardSpec[] = [
  ["totalRevenue", "money"],
  ["pendingInvoices", "number"],
  ["totalAffiliates", "number"],
  ["commissionsEarned", "money"],
];

export default function ErpPanel({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { cards, recentInvoices, partners, commissions } = loaderData;
  const empty = <EmptyState>{t("common.noData")}</EmptyState>;
  return (
    <>
      <PageHeader title={t("erp.title")} subtitle={t("erp.subtitle")} />
      <StatCards label={t("erp.title")} labels="erp.cards" specs={ERP_CARDS} figures={cards} />
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Panel title={t("erp.recentInvoices")} labelledBy="recent-invoices">
          {recentInvoices.length === 0 ? (
            empty
          ) : (
            <ul className="divide-y divide-slate-100">
              {recentInvoices.map((i) => (
                <Row
                  key={i.id}
                  title={i.invoiceNumber}
                  detail={joinParts(i.clientName, format.date(i.issueDate))}
                  figure={format.money(i.totalAmount)}
                  badge={<Badge tone={invoiceStatusTone[i.status]}>{t(`status.invoice.${i.status}`)}</Badge>}
                />
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t("erp.affiliatePartners")} labelledBy="affiliate-partners">
          {partners.length === 0 ? (
            empty
          ) : (
            <ul className="divide-y divide-slate-100">
              {partners.map((a) => (
                <Row
                  key={a.id}
                  title={a.name}
                  detail={joinParts(a.affiliateCode, format.percent(a.commissionRate))}
                  figure={format.money(a.totalSales)}
                  badge={<Badge tone={affiliateStatusTone[a.status]}>{t(`status.affiliate.${a.status}`)}</Badge>}
                />
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t("erp.commissionHistory")} labelledBy="commission-history">
          {commissions.length === 0 ? (
            empty
          ) : (
            <ul className="divide-y divide-slate-100">
              {commissions.map((c) => (
                <Row
                  key={c.id}
                  title={c.affiliateName}
                  detail={joinParts(c.invoiceNumber, format.date(c.createdAt))}
                  figure={format.money(c.commissionAmount)}
                  badge={<Badge tone={commissionStatusTone[c.status]}>{t(`status.commission.${c.status}`)}</Badge>}
                />
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <Panel title={t("erp.quickActions")} labelledBy="erp-quick-actions" className="mt-6">
        <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
          <InertButton>
            <FilePlus aria-hidden="true" className="size-4" />
            {t("erp.createInvoice")}
          </InertButton>
          <InertButton>
            <UserPlus aria-hidden="true" className="size-4" />
            {t("erp.addAffiliate")}
          </InertButton>
          <InertButton>
            <CreditCard aria-hidden="true" className="size-4" />
            {t("erp.processCommissions")}
          </InertButton>
          <InertButton>
            <BarChart3 aria-hidden="true" className="size-4" />
            {t("erp.financialReport")}
          </InertButton>
        </div>
      </Panel>
    </>
  );
}
