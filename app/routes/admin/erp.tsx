import { adminRoute } from "~/admin-kit/route-handle";
import { BarChart3, CreditCard, FilePlus, UserPlus } from "lucide-react";
import type { Route } from "./+types/erp";
import { affiliateStatusTone } from "~/entities/affiliate/rules";
import { commissionStatusTone } from "~/entities/commission/rules";
import { invoiceStatusTone } from "~/entities/invoice/summary";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { adminMeta } from "~/features/admin/meta";
import { erpData } from "~/features/admin/overview.server";
import { titledScreen } from "~/admin-kit/screen.server";
import { Badge } from "~/admin-kit/ui/badge";
import { ShortList } from "~/admin-kit/ui/short-list";
import { QuickActions } from "~/admin-kit/ui/quick-actions";
import { PageHeader, Panel, StatCards, type CardSpecs } from "~/admin-kit/ui/panels";

export const handle = adminRoute("erp");

export const loader = ({ request }: Route.LoaderArgs) =>
  titledScreen(request, handle.adminAccess, "erp.title", erpData);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

const ERP_CARDS: CardSpecs = {
  totalRevenue: "money",
  pendingInvoices: "number",
  totalAffiliates: "number",
  commissionsEarned: "money",
};

export default function ErpPanel({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { cards, recentInvoices, partners, commissions } = loaderData;
  return (
    <>
      <PageHeader title={t("erp.title")} subtitle={t("erp.subtitle")} />
      <StatCards
        label={t("erp.title")}
        labels="erp.cards"
        specs={ERP_CARDS}
        figures={cards}
        footers={{ totalRevenue: t("revenueBasis") }}
      />
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Panel title={t("erp.recentInvoices")} labelledBy="recent-invoices">
          <ShortList
            items={recentInvoices}
            row={(i) => ({
              key: i.id,
              title: i.invoiceNumber,
              detail: joinParts(i.clientName, format.date(i.issueDate)),
              figure: format.money(i.totalAmount),
              badge: <Badge tone={invoiceStatusTone[i.status]}>{t(`status.invoice.${i.status}`)}</Badge>,
            })}
          />
        </Panel>
        <Panel title={t("erp.affiliatePartners")} labelledBy="affiliate-partners">
          <ShortList
            items={partners}
            row={(a) => ({
              key: a.id,
              title: a.name,
              detail: joinParts(a.affiliateCode, format.percent(a.commissionRate)),
              figure: format.money(a.totalSales),
              badge: <Badge tone={affiliateStatusTone[a.status]}>{t(`status.affiliate.${a.status}`)}</Badge>,
            })}
          />
        </Panel>
        <Panel title={t("erp.commissionHistory")} labelledBy="commission-history">
          <ShortList
            items={commissions}
            row={(c) => ({
              key: c.id,
              title: c.affiliateName,
              detail: joinParts(c.invoiceNumber, format.date(c.createdAt)),
              figure: format.money(c.commissionAmount),
              badge: <Badge tone={commissionStatusTone[c.status]}>{t(`status.commission.${c.status}`)}</Badge>,
            })}
          />
        </Panel>
      </div>
      <Panel title={t("erp.quickActions")} labelledBy="erp-quick-actions" className="mt-6">
        <QuickActions
          className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4"
          actions={[
            { icon: FilePlus, label: t("erp.createInvoice"), creates: "invoices" },
            { icon: UserPlus, label: t("erp.addAffiliate"), creates: "affiliates" },
            {
              icon: CreditCard,
              label: t("erp.processCommissions"),
              href: "/admin/commissions?status=Pending",
              screen: "commissions",
            },
            // Reading the report takes what reading this panel takes.
            { icon: BarChart3, label: t("erp.financialReport"), href: "/admin/erp/report" },
          ]}
        />
      </Panel>
    </>
  );
}
