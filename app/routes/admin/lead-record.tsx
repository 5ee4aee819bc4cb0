import { adminRoute } from "~/admin-kit/route-handle";
import { redirect, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/lead-record";
import { leadActionSchema } from "~/entities/lead/form";
import { teamMembers } from "~/domain/admin/schema";
import { leadPriorityTone, leadStatusTone } from "~/entities/lead/rules";
import { leadPriorities, leadStatuses } from "~/entities/lead/schema";
import { useT } from "~/i18n/language";
import { buttonClass, WRAPPING_LABEL } from "~/components/ui/button";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { findLeadWithConfiguration } from "~/entities/lead/find.server";
import { actOnLead, editLead } from "~/entities/lead/actions.server";
import { leadFields, leadFormValues } from "~/entities/lead/form";
import { EditDetailsPanel } from "~/admin-kit/records/record-form";
import { SelectorConfiguration } from "~/admin-kit/records/selector-configuration";
import { loadRecord } from "~/features/admin/records/record-loader.server";
import { recordAction } from "~/admin-kit/records/record-action.server";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { ActionMessage, ChangeForm, Detail, History, RecordLayout, MayChange } from "~/admin-kit/records/record-ui";
import { NotesAndDelete } from "~/admin-kit/records/intent-form";
import { RecordNotFound } from "~/admin-kit/records/record-not-found";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";

export const handle = adminRoute("leads");

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadRecord(
    request,
    handle.adminAccess,
    "lead",
    params.id,
    findLeadWithConfiguration,
    (lead) => lead.title,
    "leads.title",
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  return recordAction(request, handle.adminAccess, leadActionSchema, async (input, { db, actor }) => {
    if (input.intent === "save") {
      const { intent: _, ...details } = input;
      return editLead(db, actor, params.id, details);
    }
    await actOnLead(db, actor, params.id, input);
    if (input.intent === "delete") return redirect("/admin/leads");
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function LeadPage({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const result = useActionData<RecordActionResult>();
  const { record: lead, history } = loaderData;
  if (!lead) return <RecordNotFound list="/admin/leads" />;
  const converted = lead.convertedAt !== null;
  return (
    <RecordLayout
      title={lead.title}
      subtitle={joinParts(lead.id, lead.contactName, lead.company)}
      list="/admin/leads"
      invalid={lead.invalidFields}
      badges={
        <>
          <Badge tone={leadStatusTone[lead.status]}>{t(`status.lead.${lead.status}`)}</Badge>
          <Badge tone={leadPriorityTone[lead.priority]}>
            {t("leads.priorityBadge", { priority: t(`status.priority.${lead.priority}`) })}
          </Badge>
        </>
      }
      main={
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
          {converted ? null : (
            <EditDetailsPanel fields={leadFields(t, false)} values={leadFormValues(lead)} result={result} />
          )}
          <History entries={history} />
        </>
      }
      side={
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
                  name="status"
                  label={t("actions.lead.status")}
                  defaultValue={lead.status}
                  options={leadStatuses.map((s) => ({ value: s, label: t(`status.lead.${s}`) }))}
                  submitLabel={t("actions.change")}
                  result={result}
                />
                <ChangeForm
                  intent="priority"
                  name="priority"
                  label={t("actions.lead.priority")}
                  defaultValue={lead.priority}
                  options={leadPriorities.map((p) => ({ value: p, label: t(`status.priority.${p}`) }))}
                  submitLabel={t("actions.change")}
                  result={result}
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
                  result={result}
                />
                <ChangeForm
                  intent="value"
                  name="value"
                  number="amount"
                  label={t("actions.lead.value")}
                  defaultValue={lead.value === null ? "" : String(lead.value)}
                  submitLabel={t("actions.save")}
                  result={result}
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
          <NotesAndDelete
            result={result}
            deleteLabel={t("actions.lead.delete")}
            confirmation={t("actions.lead.confirmDelete")}
          />
        </>
      }
    />
  );
}
