import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/settings";
import { useT } from "~/i18n/language";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { EmptyState, PageHeader } from "~/admin-kit/ui/panels";

export const handle = adminRoute("settings");

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  return { title: adminTitle(screen, "settings.title") };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

/** The settings screen shows only "Settings coming soon". */
export default function Settings() {
  const t = useT("admin");
  return (
    <>
      <PageHeader title={t("settings.title")} />
      <EmptyState>{t("settings.comingSoon")}</EmptyState>
    </>
  );
}
