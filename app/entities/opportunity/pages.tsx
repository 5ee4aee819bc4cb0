import { useMayPost } from "~/admin-kit/records/record-ui";
import { buttonClass } from "~/components/ui/button";
import { Link, useActionData } from "react-router";
import { isOpen, isWon } from "./rules";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { SelectorConfiguration } from "~/admin-kit/records/selector-configuration";
import { opportunityFields, opportunityFormValues } from "./form";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { ActionMessage, ChangeForm, Detail } from "~/admin-kit/records/record-ui";
import { ReopenForm } from "./reopen-form";
import { StageForm } from "./stage-fields";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";
import { DetailsPanel, LinkedDetail } from "~/admin-kit/ui/details-panel";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useNewRecordData, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord, NewRecordData } from "~/admin-kit/records/pages.server";
import type { opportunityPages } from "./pages.server";
import { opportunityView } from "./view";
import { StageBadge, opportunityCard } from "./card";
import { useOwnerName, useStaff, useListOwners } from "../staff/names";
import { NextStepPanel } from "../task/task-lists";

/** An opportunity opened for a contact: a deal that did not arrive as a lead. */
function NewOpportunity() {
  const loaderData = useNewRecordData<NewRecordData<typeof opportunityPages>>();
  const t = useT("admin");
  const staff = useStaff();
  return (
    <NewRecordFormPage
      fields={opportunityFields(t, { isNew: true, affiliates: loaderData.affiliates, staff })}
      values={{ contactId: loaderData.contactId, stage: "Discovery" }}
    />
  );
}

function OpportunityPage() {
  const t = useT("admin");
  const format = useAdminFormat();
  const ownerName = useOwnerName();
  const staff = useStaff();
  const result = useActionData<RecordActionResult>();
  const { record: o, today } = useRecordPage<FoundRecord<typeof opportunityPages>>();
  const won = isWon(o);
  const mayPost = useMayPost();
  return (
    <RecordPage
      subtitle={joinParts(o.id, o.contactName, o.company)}
      badges={
        <>
          <StageBadge status={o.stage} />
          {won ? <Badge tone="green">{t("opportunities.won")}</Badge> : null}
        </>
      }
      details={
        <>
          <DetailsPanel title={t("opportunities.details")} texts={[o.description]}>
            <Detail label={won ? t("opportunities.wonValueLabel") : t("opportunities.potentialValue")}>
              {format.money(o.value)}
            </Detail>
            <Detail label={t("opportunities.probability")}>{format.percent(o.probability)}</Detail>
            {won ? (
              <Detail label={t("actions.opportunity.wonDate")} testId="won-date">
                {format.date(o.wonDate)}
              </Detail>
            ) : (
              <Detail label={t("opportunities.closeDate")}>{format.date(o.closeDate)}</Detail>
            )}
            {o.stage === "Closed Lost" ? (
              <Detail label={t("actions.opportunity.lossReason")} testId="loss-reason">
                {o.lossReason ? t(`status.lossReason.${o.lossReason}`) : t("opportunities.noLossReason")}
              </Detail>
            ) : null}
            <Detail label={t("leads.assignedTo")}>{ownerName(o.assignedTo)}</Detail>
            <Detail label={t("actions.lead.systemType")} testId="record-system">
              {o.systemType ? t(`systemType.${o.systemType}`) : "—"}
            </Detail>
            <LinkedDetail label={t("opportunities.lead")} screen="leads" id={o.leadId} />
            <LinkedDetail label={t("actions.opportunity.contact")} screen="contacts" id={o.contactId} />
            <Detail label={t("actions.opportunity.affiliate")} testId="affiliate">
              {o.affiliates.find((a) => a.code === o.affiliateCode)?.name ?? o.affiliateCode ?? t("actions.none")}
            </Detail>
            <Detail label={t("actions.createdOn")}>{format.date(o.createdAt)}</Detail>
          </DetailsPanel>
          {o.configuration ? <SelectorConfiguration configuration={o.configuration} /> : null}
        </>
      }
      edit={
        isOpen(o)
          ? {
              fields: opportunityFields(t, { isNew: false, affiliates: o.affiliates, staff }),
              values: opportunityFormValues(o),
            }
          : undefined
      }
      actions={
        <>
          <NextStepPanel tasks={o.tasks} about={o.id} contact={o.contactId} today={today} />
          <Panel title={t("common.edit")}>
            {isOpen(o) ? (
              <div className="space-y-4">
                <StageForm current={o.stage} />
                <ChangeForm
                  intent="probability"
                  number="wholePercent"
                  label={t("actions.opportunity.probability")}
                  defaultValue={String(o.probability)}
                  submitLabel={t("actions.opportunity.setProbability")}
                />
              </div>
            ) : (
              <div className="space-y-3">
                {/* The move that closed it is confirmed here, since its form is gone. */}
                <ActionMessage result={result} intent="stage" />
                {won && mayPost("invoices") ? (
                  <Link
                    to={`/admin/invoices/new?opportunity=${encodeURIComponent(o.id)}`}
                    className={buttonClass("primary", "sm")}
                  >
                    {t("invoices.create")}
                  </Link>
                ) : null}
                <ReopenForm result={result} />
              </div>
            )}
          </Panel>
        </>
      }
    />
  );
}

/** The opportunities screens in the browser: the list, the form that adds one, and a record's page. */
export const opportunityPagesUi: EntityPagesUi = {
  List: listPage(opportunityView, opportunityCard, useListOwners),
  New: NewOpportunity,
  Record: OpportunityPage,
};
