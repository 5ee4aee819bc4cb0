import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/opportunity-new";
import { z } from "~/lib/zod";
import { useT } from "~/i18n/language";
import { affiliateOptions } from "~/entities/affiliate/options.server";
import { createOpportunity } from "~/entities/opportunity/actions.server";
import { newOpportunitySchema, opportunityFields } from "~/entities/opportunity/form";
import { readAdminData } from "~/features/admin/data.server";
import { RecordForm } from "~/features/admin/records/record-form";
import { recordAction, type RecordActionResult } from "~/features/admin/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { NewRecordPage } from "~/features/admin/records/new-record-page";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  return {
    title: adminTitle(screen, "opportunities.add"),
    affiliates: await readAdminData(screen.prefs.mode, (db) => affiliateOptions(db)),
    // Opened from a contact's page, the contact is filled in.
    contactId: new URL(request.url).searchParams.get("contact")?.slice(0, 20) ?? "",
  };
}

export async function action({ request }: Route.ActionArgs) {
  return recordAction(
    request,
    newOpportunitySchema.extend({ intent: z.literal("save") }),
    async ({ intent: _, ...opportunity }, { db, actor }) =>
      redirect(`/admin/opportunities/${await createOpportunity(db, actor, opportunity)}`),
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

/** An opportunity opened for a contact: a deal that did not arrive as a lead. */
export default function NewOpportunity({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const result = useActionData<RecordActionResult>();
  return (
    <NewRecordPage title={t("opportunities.add")} list="/admin/opportunities">
      <RecordForm
        fields={opportunityFields(t, { isNew: true, affiliates: loaderData.affiliates })}
        values={{ contactId: loaderData.contactId, stage: "Discovery" }}
        result={result}
        submitLabel={t("opportunities.add")}
      />
    </NewRecordPage>
  );
}
