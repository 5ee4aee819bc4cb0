import { adminRoute } from "~/admin-kit/route-handle";
import { useActionData } from "react-router";
import type { Route } from "./+types/campaign-record";
import { budgetProgress, campaignStatusTone } from "~/entities/campaign/rules";
import { deleteCampaign, editCampaign } from "~/entities/campaign/actions.server";
import { campaignFields, campaignFormSchema, campaignFormValues } from "~/entities/campaign/form";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { noteIntent } from "~/features/admin/records/notes.server";
import { findCampaign } from "~/entities/campaign/find.server";
import { actionByIntent, deleteIntent, intentHandler } from "~/admin-kit/records/record-action.server";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { loadRecord } from "~/features/admin/records/record-loader.server";
import { EditDetailsPanel } from "~/admin-kit/records/record-form";
import { NotesAndDelete } from "~/admin-kit/records/intent-form";
import { RecordNotFound } from "~/admin-kit/records/record-not-found";
import { Detail, History, RecordLayout } from "~/admin-kit/records/record-ui";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";

export const handle = adminRoute("campaigns");

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadRecord(request, handle.adminAccess, "campaign", params.id, findCampaign, (c) => c.name, "campaigns.title");
}

export async function action({ request, params }: Route.ActionArgs) {
  return actionByIntent(request, handle.adminAccess, {
    save: intentHandler(campaignFormSchema, (campaign, { db, actor }) => editCampaign(db, actor, params.id, campaign)),
    note: noteIntent("campaign", params.id),
    delete: deleteIntent((db, actor) => deleteCampaign(db, actor, params.id), "/admin/campaigns"),
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const result = useActionData<RecordActionResult>();
  const { record: c, history } = loaderData;
  if (!c) return <RecordNotFound list="/admin/campaigns" />;
  return (
    <RecordLayout
      title={c.name}
      subtitle={joinParts(c.id, c.platform)}
      list="/admin/campaigns"
      invalid={c.invalidFields}
      badges={<Badge tone={campaignStatusTone[c.status]}>{t(`status.campaign.${c.status}`)}</Badge>}
      main={
        <>
          <Panel title={t("actions.campaign.details")}>
            <dl className="grid gap-4 sm:grid-cols-2">
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
            </dl>
            {c.description ? <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{c.description}</p> : null}
          </Panel>
          <EditDetailsPanel fields={campaignFields(t)} values={campaignFormValues(c)} result={result} />
          <History entries={history} />
        </>
      }
      side={
        <>
          <NotesAndDelete
            result={result}
            deleteLabel={t("actions.campaign.delete")}
            confirmation={t("actions.campaign.confirmDelete")}
          />
        </>
      }
    />
  );
}
