import { Link } from "react-router";
import { affiliateFields, affiliateFormValues } from "./form";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { Detail } from "~/admin-kit/records/record-ui";
import { DetailsPanel } from "~/admin-kit/ui/details-panel";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord } from "~/admin-kit/records/pages.server";
import type { affiliatePages } from "./pages.server";
import { affiliateView } from "./view";
import { AffiliateStatusBadge, affiliateCard } from "./card";

function NewAffiliate() {
  const t = useT("admin");
  return (
    <NewRecordFormPage
      fields={affiliateFields(t, true)}
      values={{ status: "Active", category: "architecture", commissionRate: "10" }}
    />
  );
}

function AffiliatePage() {
  const t = useT("admin");
  const format = useAdminFormat();
  const { record: a } = useRecordPage<FoundRecord<typeof affiliatePages>>();
  return (
    <RecordPage
      subtitle={joinParts(a.id, a.affiliateCode, a.contactName)}
      badges={<AffiliateStatusBadge status={a.status} />}
      details={
        <DetailsPanel
          title={t("actions.affiliate.details")}
          texts={[a.address, a.description]}
          footer={
            <p className="mt-4">
              <Link
                className="text-sm font-medium text-brand-700 hover:underline"
                to={`/admin/commissions?q=${encodeURIComponent(a.affiliateCode)}`}
              >
                {t("actions.affiliate.commissions")}
              </Link>
            </p>
          }
        >
          <Detail label={t("affiliates.code")} testId="affiliate-code">
            <code>{a.affiliateCode}</code>
          </Detail>
          <Detail label={t("affiliates.category")}>{t(`category.${a.category}`)}</Detail>
          <Detail label={t("columns.email")}>
            <a href={`mailto:${a.email}`} className="hover:underline">
              {a.email}
            </a>
          </Detail>
          <Detail label={t("columns.phone")}>{a.phone}</Detail>
          <Detail label={t("affiliates.commissionRate")}>{format.percent(a.commissionRate)}</Detail>
          <Detail label={t("affiliates.referrals")} testId="referrals">
            {format.number(a.referralCount)}
          </Detail>
          <Detail label={t("affiliates.sales")} testId="total-sales">
            {format.money(a.totalSales)}
          </Detail>
          <Detail label={t("affiliates.earnings")} testId="total-earnings">
            {format.money(a.totalEarnings)}
          </Detail>
          <Detail label={t("affiliates.joined")}>{format.date(a.joinDate)}</Detail>
          <Detail label={t("affiliates.lastSale")}>
            {a.lastSale ? format.date(a.lastSale) : t("affiliates.never")}
          </Detail>
        </DetailsPanel>
      }
      edit={{ fields: affiliateFields(t, false), values: affiliateFormValues(a) }}
      remove={{ label: t("actions.affiliate.delete"), confirmation: t("actions.affiliate.confirmDelete") }}
    />
  );
}

/** The affiliates screens in the browser: the list, the form that adds one, and a record's page. */
export const affiliatePagesUi: EntityPagesUi = {
  List: listPage(affiliateView, affiliateCard),
  New: NewAffiliate,
  Record: AffiliatePage,
};
