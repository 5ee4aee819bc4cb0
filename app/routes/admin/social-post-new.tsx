import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/social-post-new";
import { useT } from "~/i18n/language";
import { toOfficeMinute } from "~/domain/admin/dates";
import { campaignOptions } from "~/entities/campaign/options.server";
import { createSocialPost } from "~/entities/social-post/actions.server";
import { socialPostFields, socialPostFormSchema } from "~/entities/social-post/form";
import { readAdminData } from "~/features/admin/data.server";
import { newRecordAction } from "~/admin-kit/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";

export const handle = adminRoute("social");

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  return {
    title: adminTitle(screen, "social.create"),
    campaigns: await readAdminData(screen.prefs.mode, campaignOptions),
    // Tomorrow at this time, on the office's clock.
    scheduledDate: toOfficeMinute(new Date(Date.now() + 24 * 3600 * 1000)),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(
    request,
    handle.adminAccess,
    socialPostFormSchema,
    (post, { db, actor }) => createSocialPost(db, actor, post),
    "/admin/social",
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function NewSocialPost({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <NewRecordFormPage
      title={t("social.create")}
      list="/admin/social"
      fields={socialPostFields(t, loaderData.campaigns)}
      values={{ status: "Scheduled", platform: "LinkedIn", scheduledDate: loaderData.scheduledDate }}
    />
  );
}
