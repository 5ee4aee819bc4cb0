import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/opportunity-new";
import { useT } from "~/i18n/language";
import { affiliateOptions } from "~/entities/affiliate/options.server";
import { createOpportunity } from "~/entities/opportunity/actions.server";
import { newOpportunitySchema, opportunityFields } from "~/entities/opportunity/form";
import { readAdminData } from "~/features/admin/data.server";
import { newRecordAction } from "~/admin-kit/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";

export const handle = adminRoute("opportunities");

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  return {
    title: adminTitle(screen, "opportunities.add"),
    affiliates: await readAdminData(screen.prefs.mode, (db) => affiliateOptions(db)),
    // Opened from a contact's page, the contact is filled in.
    contactId: new URL(request.url).searchParams.get("contact")?.slice(0, 20) ?? "",
  };
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(
    request,
    handle.adminAccess,
    newOpportunitySchema,
    (opportunity, { db, actor }) => createOpportunity(db, actor, opportunity),
    "/admin/opportunities",
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

/** An opportunity opened for a contact: a deal that did not arrive as a lead. */
export default function NewOpportunity({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <NewRecordFormPage
      title={t("opportunities.add")}
      list="/admin/opportunities"
      fields={opportunityFields(t, { isNew: true, affiliates: loaderData.affiliates })}
      values={{ contactId: loaderData.contactId, stage: "Discovery" }}
    />
  );
}
