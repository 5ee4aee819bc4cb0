import { Link } from "react-router";
import { affiliateStatusTone } from "./rules";
import { affiliateFields, affiliateFormValues } from "./form";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { Detail } from "~/admin-kit/records/record-ui";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord } from "~/admin-kit/records/pages.server";
import type { affiliatePages } from "./pages.server";
import { affiliateView } from "./view";
import { affiliateCard } from "./card";

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
      badges={<Badge tone={affiliateStatusTone[a.status]}>{t(`status.affiliate.${a.status}`)}</Badge>}
      details={
        <Panel title={t("actions.affiliate.details")}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label={t("affiliates.code")} testId="affiliate-code">
              <code>{a.affiliateCode}</code>
            </Detail>
            <Detail label={t("affiliates.category")}>{t(`category.${a.category}`)}</Detail>
            <Detail label={t("actions.contact.email")}>
              <a href={`mailto:${a.email}`} className="hover:underline">
                {a.email}
              </a>
            </Detail>
            <Detail label={t("actions.contact.phone")}>{a.phone}</Detail>
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
          </dl>
          <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{a.address}</p>
          {a.description ? <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{a.description}</p> : null}
          <p className="mt-4">
            <Link
              className="text-sm font-medium text-brand-700 hover:underline"
              to={`/admin/commissions?q=${encodeURIComponent(a.affiliateCode)}`}
            >
              {t("actions.affiliate.commissions")}
            </Link>
          </p>
        </Panel>
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
