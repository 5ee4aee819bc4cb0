import { adminRoute } from "~/admin-kit/route-handle";
import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { useT } from "~/i18n/language";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { EmptyState, PageHeader } from "~/admin-kit/ui/panels";
import { buttonClass } from "~/components/ui/button";

export const handle = adminRoute("frame");

/** An unknown /admin path: a 404 inside the admin frame, with the way back to the dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  return data({ title: adminTitle(screen, "notFound.title") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminNotFound() {
  const t = useT("admin");
  return (
    <>
      <PageHeader title={t("notFound.title")} />
      <EmptyState>{t("notFound.description")}</EmptyState>
      <Link to="/admin" className={buttonClass("primary", "md", "mt-6")}>
        {t("notFound.back")}
      </Link>
    </>
  );
}
