import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/affiliate-new";
import { useT } from "~/i18n/language";
import { createAffiliate } from "~/entities/affiliate/actions.server";
import { affiliateFields, newAffiliateSchema } from "~/entities/affiliate/form";
import { newRecordAction } from "~/admin-kit/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";

export const handle = adminRoute("affiliates");

export async function loader({ request }: Route.LoaderArgs) {
  return { title: adminTitle(await adminScreen(request, handle.adminAccess), "affiliates.add") };
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(
    request,
    handle.adminAccess,
    newAffiliateSchema,
    (affiliate, { db, actor }) => createAffiliate(db, actor, affiliate),
    "/admin/affiliates",
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function NewAffiliate() {
  const t = useT("admin");
  return (
    <NewRecordFormPage
      title={t("affiliates.add")}
      list="/admin/affiliates"
      fields={affiliateFields(t, true)}
      values={{ status: "Active", category: "architecture", commissionRate: "10" }}
    />
  );
}
