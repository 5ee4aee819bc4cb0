import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/affiliate-new";
import { z } from "~/lib/zod";
import { useT } from "~/i18n/language";
import { createAffiliate } from "~/entities/affiliate/actions.server";
import { affiliateFields, newAffiliateSchema } from "~/entities/affiliate/form";
import { RecordForm } from "~/features/admin/records/record-form";
import { recordAction, type RecordActionResult } from "~/features/admin/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { NewRecordPage } from "~/features/admin/records/new-record-page";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  return { title: adminTitle(screen, "affiliates.add") };
}

export async function action({ request }: Route.ActionArgs) {
  return recordAction(
    request,
    newAffiliateSchema.extend({ intent: z.literal("save") }),
    async ({ intent: _, ...affiliate }, { db, actor }) =>
      redirect(`/admin/affiliates/${await createAffiliate(db, actor, affiliate)}`),
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function NewAffiliate() {
  const t = useT("admin");
  const result = useActionData<RecordActionResult>();
  return (
    <NewRecordPage title={t("affiliates.add")} list="/admin/affiliates">
      <RecordForm
        fields={affiliateFields(t, true)}
        values={{ status: "Active", category: "architecture", commissionRate: "10" }}
        result={result}
        submitLabel={t("affiliates.add")}
      />
    </NewRecordPage>
  );
}
