import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/installation-new";
import { useT } from "~/i18n/language";
import { createInstallation } from "~/entities/installation/actions.server";
import { installationFields, installationFormSchema, newInstallationValues } from "~/entities/installation/form";
import { newRecordAction } from "~/admin-kit/records/record-action.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";

export const handle = adminRoute("installations");

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  return {
    title: adminTitle(screen, "installations.add"),
    today: screen.today,
    // Opened from a contact's page, the contact is filled in.
    contactId: new URL(request.url).searchParams.get("contact")?.slice(0, 20) ?? "",
  };
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(
    request,
    handle.adminAccess,
    installationFormSchema,
    (installation, { db, actor }) => createInstallation(db, actor, installation),
    "/admin/installations",
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

/** An installation recorded at its handover. */
export default function NewInstallation({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <NewRecordFormPage
      title={t("installations.add")}
      list="/admin/installations"
      fields={installationFields(t)}
      values={{ ...newInstallationValues(loaderData.today), contactId: loaderData.contactId }}
    />
  );
}
