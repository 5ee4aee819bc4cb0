import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/lead-new";
import { useT } from "~/i18n/language";
import { createLead } from "~/entities/lead/actions.server";
import { leadFields, newLeadSchema } from "~/entities/lead/form";
import { newRecordAction } from "~/admin-kit/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";

export const handle = adminRoute("leads");

export async function loader({ request }: Route.LoaderArgs) {
  return { title: adminTitle(await adminScreen(request, handle.adminAccess), "leads.add") };
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(
    request,
    handle.adminAccess,
    newLeadSchema,
    (lead, { db, actor }) => createLead(db, actor, lead),
    "/admin/leads",
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

/** A lead entered by hand: a phone call, a fair, a partner's tip. */
export default function NewLead() {
  const t = useT("admin");
  return (
    <NewRecordFormPage
      title={t("leads.add")}
      list="/admin/leads"
      fields={leadFields(t, true)}
      values={{ source: "phone", priority: "Medium" }}
    />
  );
}
