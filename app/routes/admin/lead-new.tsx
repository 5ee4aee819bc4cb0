import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/lead-new";
import { z } from "~/lib/zod";
import { useT } from "~/i18n/language";
import { createLead } from "~/entities/lead/actions.server";
import { leadFields, newLeadSchema } from "~/entities/lead/form";
import { RecordForm } from "~/features/admin/records/record-form";
import { recordAction, type RecordActionResult } from "~/features/admin/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { NewRecordPage } from "~/features/admin/records/new-record-page";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  return { title: adminTitle(screen, "leads.add") };
}

export async function action({ request }: Route.ActionArgs) {
  return recordAction(
    request,
    newLeadSchema.extend({ intent: z.literal("save") }),
    async ({ intent: _, ...lead }, { db, actor }) => redirect(`/admin/leads/${await createLead(db, actor, lead)}`),
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

/** A lead entered by hand: a phone call, a fair, a partner's tip. */
export default function NewLead() {
  const t = useT("admin");
  const result = useActionData<RecordActionResult>();
  return (
    <NewRecordPage title={t("leads.add")} list="/admin/leads">
      <RecordForm
        fields={leadFields(t, true)}
        values={{ source: "phone", priority: "Medium" }}
        result={result}
        submitLabel={t("leads.add")}
      />
    </NewRecordPage>
  );
}
