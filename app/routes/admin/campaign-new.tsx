import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/campaign-new";
import { z } from "~/lib/zod";
import { useT } from "~/i18n/language";
import { createCampaign } from "~/entities/campaign/actions.server";
import { campaignFields, campaignFormSchema, newCampaignValues } from "~/entities/campaign/form";
import { today } from "~/features/admin/records/find.server";
import { RecordForm } from "~/features/admin/records/record-form";
import { recordAction, type RecordActionResult } from "~/features/admin/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { NewRecordPage } from "~/features/admin/records/new-record-page";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  return { title: adminTitle(screen, "campaigns.create"), today: today() };
}

export async function action({ request }: Route.ActionArgs) {
  return recordAction(
    request,
    z.object({ intent: z.literal("save") }).and(campaignFormSchema),
    async ({ intent: _, ...campaign }, { db, actor }) =>
      redirect(`/admin/campaigns/${await createCampaign(db, actor, campaign)}`),
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function NewCampaign({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const result = useActionData<RecordActionResult>();
  return (
    <NewRecordPage title={t("campaigns.create")} list="/admin/campaigns">
      <RecordForm
        fields={campaignFields(t)}
        values={newCampaignValues(loaderData.today)}
        result={result}
        submitLabel={t("campaigns.create")}
      />
    </NewRecordPage>
  );
}
