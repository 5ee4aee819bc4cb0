import { Form, Link, useActionData } from "react-router";
import { teamMembers } from "~/domain/admin/schema";
import { leadPriorityTone, leadStatusTone } from "./rules";
import { leadOpenStatuses, leadPriorities } from "./schema";
import { useT } from "~/i18n/language";
import { buttonClass, WRAPPING_LABEL } from "~/components/ui/button";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { leadFields, leadFormValues } from "./form";
import { SelectorConfiguration } from "~/admin-kit/records/selector-configuration";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { ActionMessage, ChangeForm, Detail, MayChange } from "~/admin-kit/records/record-ui";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord } from "~/admin-kit/records/pages.server";
import type { leadPages } from "./pages.server";
import { leadView } from "./view";
import { leadCard } from "./card";

/** A lead entered by hand: a phone call, a fair, a partner's tip. */
function NewLead() {
  const t = useT("admin");
  return <NewRecordFormPage fields={leadFields(t, true)} values={{ source: "phone", priority: "Medium" }} />;
}

function LeadPage() {
  const t = useT("admin");
  const format = useAdminFormat();
  const result = useActionData<RecordActionResult>();
  const { record: lead } = useRecordPage<FoundRecord<typeof leadPages>>();
  const converted = lead.convertedAt !== null;
  return (
    <RecordPage
      subtitle={joinParts(lead.id, lead.contactName, lead.company)}
      badges={
        <>
          <Badge tone={leadStatusTone[lead.status]}>{t(`status.lead.${lead.status}`)}</Badge>
          <Badge tone={leadPriorityTone[lead.priority]}>
            {t("leads.priorityBadge", { priority: t(`status.priority.${lead.priority}`) })}
          </Badge>
        </>
      }
      details={
        <>
          <Panel title={t("leads.details")}>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label={t("actions.contact.email")}>
                <a href={`mailto:${lead.email}`} className="hover:underline">
                  {lead.email}
                </a>
              </Detail>
              <Detail label={t("actions.contact.phone")}>{lead.phone || "—"}</Detail>
              <Detail label={t("leads.value")} testId="lead-value">
                {format.money(lead.value)}
              </Detail>
              <Detail label={t("leads.probability")}>{format.percent(lead.probability)}</Detail>
              <Detail label={t("leads.assignedTo")}>{lead.assignedTo ?? t("leads.unassigned")}</Detail>
              <Detail label={t("actions.lead.systemType")} testId="record-system">
                {lead.systemType ? t(`systemType.${lead.systemType}`) : "—"}
              </Detail>
              <Detail label={t("contacts.source")}>{t(`source.${lead.source}`)}</Detail>
              <Detail label={t("leads.expectedClose")}>{format.date(lead.expectedCloseDate)}</Detail>
              <Detail label={t("actions.createdOn")}>{format.date(lead.createdAt)}</Detail>
            </dl>
            {lead.description ? (
              <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{lead.description}</p>
            ) : null}
            {lead.quoteRequestId ? (
              <p className="mt-2 text-xs text-slate-500">
                {t("actions.lead.quoteRequest", { id: lead.quoteRequestId })}
              </p>
            ) : null}
          </Panel>
          {lead.configuration ? <SelectorConfiguration configuration={lead.configuration} /> : null}
        </>
      }
      edit={converted ? undefined : { fields: leadFields(t, false), values: leadFormValues(lead) }}
      actions={
        <>
          {converted ? (
            <Panel title={t("actions.lead.convertedTo")}>
              <ul className="space-y-2 text-sm">
                {lead.contactId ? (
                  <li>
                    <Link
                      className="font-medium text-brand-700 hover:underline"
                      to={`/admin/contacts/${lead.contactId}`}
                    >
                      {lead.contactId}
                    </Link>
                  </li>
                ) : null}
                {lead.opportunityId ? (
                  <li>
                    <Link
                      className="font-medium text-brand-700 hover:underline"
                      to={`/admin/opportunities/${lead.opportunityId}`}
                    >
                      {lead.opportunityId}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </Panel>
          ) : (
            <Panel title={t("common.edit")}>
              <div className="space-y-4">
                <ChangeForm
                  intent="status"
                  label={t("actions.lead.status")}
                  defaultValue={lead.status}
                  options={leadOpenStatuses.map((s) => ({ value: s, label: t(`status.lead.${s}`) }))}
                  submitLabel={t("actions.change")}
                />
                <ChangeForm
                  intent="priority"
                  label={t("actions.lead.priority")}
                  defaultValue={lead.priority}
                  options={leadPriorities.map((p) => ({ value: p, label: t(`status.priority.${p}`) }))}
                  submitLabel={t("actions.change")}
                />
                <ChangeForm
                  intent="assign"
                  name="assignedTo"
                  label={t("actions.lead.assignedTo")}
                  defaultValue={lead.assignedTo ?? ""}
                  options={[
                    { value: "", label: t("leads.unassigned") },
                    ...teamMembers.map((m) => ({ value: m, label: m })),
                  ]}
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
          )}
        </>
      }
      remove={{ label: t("actions.lead.delete"), confirmation: t("actions.lead.confirmDelete") }}
    />
  );
}

/** The leads screens in the browser: the list, the form that adds one, and a record's page. */
export const leadPagesUi: EntityPagesUi = {
  List: listPage(leadView, leadCard),
  New: NewLead,
  Record: LeadPage,
};
