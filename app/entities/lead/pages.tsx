import { Form, useActionData } from "react-router";
import { leadOpenStatuses, leadPriorities, type Lead } from "./schema";
import { useT } from "~/i18n/language";
import { buttonClass, WRAPPING_LABEL } from "~/components/ui/button";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { leadFields, leadFormValues } from "./form";
import { SelectorConfiguration } from "~/admin-kit/records/selector-configuration";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { ActionMessage, ChangeForm, Detail, MayChange, RecordLink } from "~/admin-kit/records/record-ui";
import { DetailsPanel } from "~/admin-kit/ui/details-panel";
import { choices } from "~/admin-kit/ui/field-specs";
import { staffOptions } from "../staff/schema";
import { useOwnerName, useStaff, useListOwners } from "../staff/names";
import { NextStepPanel } from "../task/task-lists";
import { Panel } from "~/admin-kit/ui/panels";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord } from "~/admin-kit/records/pages.server";
import type { leadPages } from "./pages.server";
import { leadView } from "./view";
import { LeadStatusBadge, PriorityBadge, leadCard } from "./card";

/** A lead entered by hand: a phone call, a fair, a partner's tip. */
function NewLead() {
  const t = useT("admin");
  const staff = useStaff();
  return <NewRecordFormPage fields={leadFields(t, true, staff)} values={{ source: "phone", priority: "Medium" }} />;
}

/** What staff change on an open lead: its status, priority, owner and figures, or its conversion. */
function LeadChanges({ lead }: { lead: Lead }) {
  const t = useT("admin");
  const staff = useStaff();
  const result = useActionData<RecordActionResult>();
  return (
    <Panel title={t("common.edit")}>
      <div className="space-y-4">
        <ChangeForm
          intent="status"
          label={t("actions.lead.status")}
          defaultValue={lead.status}
          options={choices(leadOpenStatuses, { optionLabel: (s) => t(`status.lead.${s}`) })}
          submitLabel={t("actions.change")}
        />
        <ChangeForm
          intent="priority"
          label={t("actions.lead.priority")}
          defaultValue={lead.priority}
          options={choices(leadPriorities, { optionLabel: (p) => t(`status.priority.${p}`) })}
          submitLabel={t("actions.change")}
        />
        <ChangeForm
          intent="assign"
          name="assignedTo"
          label={t("actions.lead.assignedTo")}
          defaultValue={lead.assignedTo ?? ""}
          options={staffOptions(staff, t("leads.unassigned"))}
          submitLabel={t("actions.change")}
        />
        <ChangeForm
          intent="value"
          number="amount"
          label={t("actions.lead.value")}
          defaultValue={lead.value === null ? "" : String(lead.value)}
          submitLabel={t("actions.save")}
        />
        <ChangeForm
          intent="probability"
          number="wholePercent"
          label={t("actions.lead.probability")}
          defaultValue={String(lead.probability)}
          submitLabel={t("actions.save")}
        />
        <MayChange>
          <Form method="post" className="space-y-2 border-t border-slate-100 pt-4">
            <input type="hidden" name="intent" value="convert" />
            <p className="text-xs text-slate-600">{t("actions.lead.convertHint")}</p>
            <button type="submit" className={buttonClass("primary", "sm", WRAPPING_LABEL)}>
              {t("actions.lead.convert")}
            </button>
            <ActionMessage result={result} intent="convert" />
          </Form>
        </MayChange>
      </div>
    </Panel>
  );
}

function LeadPage() {
  const t = useT("admin");
  const format = useAdminFormat();
  const ownerName = useOwnerName();
  const staff = useStaff();
  const { record: lead, today } = useRecordPage<FoundRecord<typeof leadPages>>();
  const converted = lead.convertedAt !== null;
  return (
    <RecordPage
      subtitle={joinParts(lead.id, lead.contactName, lead.company)}
      badges={
        <>
          <LeadStatusBadge status={lead.status} />
          <PriorityBadge status={lead.priority} />
        </>
      }
      details={
        <>
          <DetailsPanel
            title={t("leads.details")}
            texts={[lead.description]}
            footer={
              lead.quoteRequestId ? (
                <p className="mt-2 text-xs text-slate-500">
                  {t("actions.lead.quoteRequest", { id: lead.quoteRequestId })}
                </p>
              ) : null
            }
          >
            <Detail label={t("columns.email")}>
              <a href={`mailto:${lead.email}`} className="hover:underline">
                {lead.email}
              </a>
            </Detail>
            <Detail label={t("columns.phone")}>{lead.phone || "—"}</Detail>
            <Detail label={t("leads.value")} testId="lead-value">
              {format.money(lead.value)}
            </Detail>
            <Detail label={t("leads.probability")}>{format.percent(lead.probability)}</Detail>
            <Detail label={t("leads.assignedTo")}>{ownerName(lead.assignedTo)}</Detail>
            <Detail label={t("actions.lead.systemType")} testId="record-system">
              {lead.systemType ? t(`systemType.${lead.systemType}`) : "—"}
            </Detail>
            <Detail label={t("contacts.source")}>{t(`source.${lead.source}`)}</Detail>
            <Detail label={t("leads.expectedClose")}>{format.date(lead.expectedCloseDate)}</Detail>
            <Detail label={t("actions.createdOn")}>{format.date(lead.createdAt)}</Detail>
          </DetailsPanel>
          {lead.configuration ? <SelectorConfiguration configuration={lead.configuration} /> : null}
        </>
      }
      edit={converted ? undefined : { fields: leadFields(t, false, staff), values: leadFormValues(lead) }}
      actions={
        <>
          <NextStepPanel tasks={lead.tasks} about={lead.id} contact={lead.contactId} today={today} />
          {converted ? (
            <Panel title={t("actions.lead.convertedTo")}>
              <ul className="space-y-2 text-sm">
                {lead.contactId ? (
                  <li>
                    <RecordLink screen="contacts" id={lead.contactId} />
                  </li>
                ) : null}
                {lead.opportunityId ? (
                  <li>
                    <RecordLink screen="opportunities" id={lead.opportunityId} />
                  </li>
                ) : null}
              </ul>
            </Panel>
          ) : (
            <LeadChanges lead={lead} />
          )}
        </>
      }
      remove={{ label: t("actions.lead.delete"), confirmation: t("actions.lead.confirmDelete") }}
    />
  );
}

/** The leads screens in the browser: the list, the form that adds one, and a record's page. */
export const leadPagesUi: EntityPagesUi = {
  List: listPage(leadView, leadCard, useListOwners),
  New: NewLead,
  Record: LeadPage,
};
