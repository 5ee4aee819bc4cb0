import { budgetProgress } from "./rules";
import { campaignFields, campaignFormValues, newCampaignValues } from "./form";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { Detail } from "~/admin-kit/records/record-ui";
import { DetailsPanel } from "~/admin-kit/ui/details-panel";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useNewRecordData, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord, NewRecordData } from "~/admin-kit/records/pages.server";
import type { campaignPages } from "./pages.server";
import { campaignView } from "./view";
import { CampaignStatusBadge, campaignCard } from "./card";

function NewCampaign() {
  const loaderData = useNewRecordData<NewRecordData<typeof campaignPages>>();
  const t = useT("admin");
  return <NewRecordFormPage fields={campaignFields(t)} values={newCampaignValues(loaderData.today)} />;
}

function CampaignPage() {
  const t = useT("admin");
  const format = useAdminFormat();
  const { record: c } = useRecordPage<FoundRecord<typeof campaignPages>>();
  return (
    <RecordPage
      subtitle={joinParts(c.id, c.platform)}
      badges={<CampaignStatusBadge status={c.status} />}
      details={
        <DetailsPanel title={t("actions.campaign.details")} texts={[c.description]}>
          <Detail label={t("campaigns.budget")}>{format.money(c.budget)}</Detail>
          <Detail label={t("campaigns.budgetUsed")} testId="budget-used">
            {t("campaigns.spent", { spent: format.money(c.spent), budget: format.money(c.budget) })} (
            {format.percent(budgetProgress(c))})
          </Detail>
          <Detail label={t("campaigns.scheduled")}>{format.date(c.scheduledDate)}</Detail>
          <Detail label={t("actions.campaign.published")}>{format.date(c.publishedDate)}</Detail>
          <Detail label={t("campaigns.reach")}>{format.number(c.reach)}</Detail>
          <Detail label={t("campaigns.engagement")}>{format.percent(c.engagement)}</Detail>
          <Detail label={t("campaigns.clicks")}>{format.number(c.clicks)}</Detail>
          <Detail label={t("campaigns.conversions")}>{format.number(c.conversions)}</Detail>
        </DetailsPanel>
      }
      edit={{ fields: campaignFields(t), values: campaignFormValues(c) }}
      remove={{ label: t("actions.campaign.delete"), confirmation: t("actions.campaign.confirmDelete") }}
    />
  );
}

/** The campaigns screens in the browser: the list, the form that adds one, and a record's page. */
export const campaignPagesUi: EntityPagesUi = {
  List: listPage(campaignView, campaignCard),
  New: NewCampaign,
  Record: CampaignPage,
};
