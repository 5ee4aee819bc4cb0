import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/campaign-new";
import { useT } from "~/i18n/language";
import { createCampaign } from "~/entities/campaign/actions.server";
import { campaignFields, campaignFormSchema, newCampaignValues } from "~/entities/campaign/form";
import { today } from "~/admin-kit/records/find.server";
import { newRecordAction } from "~/admin-kit/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";

export const handle = adminRoute("campaigns");

export async function loader({ request }: Route.LoaderArgs) {
  return { title: adminTitle(await adminScreen(request, handle.adminAccess), "campaigns.create"), today: today() };
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(
    request,
    handle.adminAccess,
    campaignFormSchema,
    (campaign, { db, actor }) => createCampaign(db, actor, campaign),
    "/admin/campaigns",
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function NewCampaign({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <NewRecordFormPage
      title={t("campaigns.create")}
      list="/admin/campaigns"
      fields={campaignFields(t)}
      values={newCampaignValues(loaderData.today)}
    />
  );
}
