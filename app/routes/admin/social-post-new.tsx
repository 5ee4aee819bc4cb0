import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/social-post-new";
import { z } from "~/lib/zod";
import { useT } from "~/i18n/language";
import { toOfficeMinute } from "~/domain/admin/dates";
import { campaignOptions } from "~/entities/campaign/options.server";
import { createSocialPost } from "~/entities/social-post/actions.server";
import { socialPostFields, socialPostFormSchema } from "~/entities/social-post/form";
import { readAdminData } from "~/features/admin/data.server";
import { RecordForm } from "~/features/admin/records/record-form";
import { recordAction, type RecordActionResult } from "~/features/admin/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { NewRecordPage } from "~/features/admin/records/new-record-page";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  return {
    title: adminTitle(screen, "social.create"),
    campaigns: await readAdminData(screen.prefs.mode, campaignOptions),
    // Tomorrow at this time, on the office's clock.
    scheduledDate: toOfficeMinute(new Date(Date.now() + 24 * 3600 * 1000)),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return recordAction(
    request,
    socialPostFormSchema.extend({ intent: z.literal("save") }),
    async ({ intent: _, ...post }, { db, actor }) =>
      redirect(`/admin/social/${await createSocialPost(db, actor, post)}`),
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function NewSocialPost({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const result = useActionData<RecordActionResult>();
  return (
    <NewRecordPage title={t("social.create")} list="/admin/social">
      <RecordForm
        fields={socialPostFields(t, loaderData.campaigns)}
        values={{ status: "Scheduled", platform: "LinkedIn", scheduledDate: loaderData.scheduledDate }}
        result={result}
        submitLabel={t("social.create")}
      />
    </NewRecordPage>
  );
}
