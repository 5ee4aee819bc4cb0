import { adminRoute } from "~/admin-kit/route-handle";
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/opportunity-record";
import { opportunityActionSchema } from "~/entities/opportunity/form";
import { isOpen, isWon, opportunityStageTone } from "~/entities/opportunity/rules";
import { opportunityStages } from "~/entities/opportunity/schema";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { addNote } from "~/features/admin/records/notes.server";
import { findOpportunityWithConfiguration } from "~/entities/opportunity/find.server";
import { SelectorConfiguration } from "~/admin-kit/records/selector-configuration";
import { actOnOpportunity, editOpportunity } from "~/entities/opportunity/actions.server";
import { affiliateOptions } from "~/entities/affiliate/options.server";
import { opportunityFields, opportunityFormValues } from "~/entities/opportunity/form";
import { EditDetailsPanel } from "~/admin-kit/records/record-form";
import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { recordAction } from "~/admin-kit/records/record-action.server";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { loadRecord } from "~/features/admin/records/record-loader.server";
import { RecordNotFound } from "~/admin-kit/records/record-not-found";
import { ActionMessage, ChangeForm, Detail, History, NoteForm, RecordLayout } from "~/admin-kit/records/record-ui";
import { ReopenForm } from "~/entities/opportunity/reopen-form";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";

export const handle = adminRoute("opportunities");

/** The opportunity with the affiliates its form can name and the selector configuration it began with. */
const findWithAffiliates = async (db: Kysely<Database>, id: string) => {
  const opportunity = await findOpportunityWithConfiguration(db, id);
  return { ...opportunity, affiliates: await affiliateOptions(db, opportunity.affiliateCode) };
};

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadRecord(
    request,
    handle.adminAccess,
    "opportunity",
    params.id,
    findWithAffiliates,
    (o) => o.name,
    "opportunities.title",
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  return recordAction(request, handle.adminAccess, opportunityActionSchema, (input, { db, actor }) => {
    if (input.intent === "note") return addNote(db, actor, "opportunity", params.id, input.note);
    if (input.intent === "save") {
      const { intent: _, ...details } = input;
      return editOpportunity(db, actor, params.id, details);
    }
    return actOnOpportunity(db, actor, params.id, input);
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function OpportunityPage({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const result = useActionData<RecordActionResult>();
  const { record: o, history } = loaderData;
  if (!o) return <RecordNotFound list="/admin/opportunities" />;
  const won = isWon(o);
  return (
    <RecordLayout
      title={o.name}
      subtitle={joinParts(o.id, o.contactName, o.company)}
      list="/admin/opportunities"
      invalid={o.invalidFields}
      badges={
        <>
          <Badge tone={opportunityStageTone[o.stage]}>{t(`status.stage.${o.stage}`)}</Badge>
          {won ? <Badge tone="green">{t("opportunities.won")}</Badge> : null}
        </>
      }
      main={
        <>
          <Panel title={t("opportunities.details")}>
            <dl className="grid gap-4 sm:grid-cols-2">
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
              <Detail label={t("leads.assignedTo")}>{o.assignedTo ?? t("leads.unassigned")}</Detail>
              <Detail label={t("actions.lead.systemType")} testId="record-system">
                {o.systemType ? t(`systemType.${o.systemType}`) : "—"}
              </Detail>
              {o.leadId ? (
                <Detail label={t("opportunities.lead")}>
                  <Link className="text-brand-700 hover:underline" to={`/admin/leads/${o.leadId}`}>
                    {o.leadId}
                  </Link>
                </Detail>
              ) : null}
              {o.contactId ? (
                <Detail label={t("actions.opportunity.contact")}>
                  <Link className="text-brand-700 hover:underline" to={`/admin/contacts/${o.contactId}`}>
                    {o.contactId}
                  </Link>
                </Detail>
              ) : null}
              <Detail label={t("actions.opportunity.affiliate")} testId="affiliate">
                {o.affiliates.find((a) => a.code === o.affiliateCode)?.name ?? o.affiliateCode ?? t("actions.none")}
              </Detail>
              <Detail label={t("actions.createdOn")}>{format.date(o.createdAt)}</Detail>
            </dl>
            {o.description ? <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{o.description}</p> : null}
          </Panel>
          {o.configuration ? <SelectorConfiguration configuration={o.configuration} /> : null}
          {isOpen(o) ? (
            <EditDetailsPanel
              fields={opportunityFields(t, { isNew: false, affiliates: o.affiliates })}
              values={opportunityFormValues(o)}
              result={result}
            />
          ) : null}
          <History entries={history} />
        </>
      }
      side={
        <>
          <Panel title={t("common.edit")}>
            {isOpen(o) ? (
              <div className="space-y-4">
                <ChangeForm
                  intent="stage"
                  name="stage"
                  label={t("actions.opportunity.stage")}
                  defaultValue={o.stage}
                  options={opportunityStages.map((s) => ({ value: s, label: t(`status.stage.${s}`) }))}
                  submitLabel={t("actions.opportunity.move")}
                  result={result}
                />
                <ChangeForm
                  intent="probability"
                  name="probability"
                  number="wholePercent"
                  label={t("actions.opportunity.probability")}
                  defaultValue={String(o.probability)}
                  submitLabel={t("actions.opportunity.setProbability")}
                  result={result}
                />
              </div>
            ) : (
              <div className="space-y-3">
                {/* The move that closed it is confirmed here, since its form is gone. */}
                <ActionMessage result={result} intent="stage" />
                <ReopenForm result={result} />
              </div>
            )}
          </Panel>
          <Panel>
            <NoteForm result={result} />
          </Panel>
        </>
      }
    />
  );
}
