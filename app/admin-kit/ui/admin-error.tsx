import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { PageHeader } from "./panels";

/** A screen that could not be shown: why (no permission, not found, a fault), and the way back. */
export function AdminError({ status, permission }: { status: number; permission?: string }) {
  const t = useT("admin");
  const kind = status === 403 ? "forbidden" : status === 404 ? "notFound" : "failed";
  return (
    <div role="alert" data-testid="admin-error" data-status={status}>
      <PageHeader
        title={t(`errors.${kind}.title`)}
        subtitle={t(`errors.${kind}.text`, { permission: permission ?? "" })}
      />
      <Link to="/admin" className={buttonClass("primary", "md")}>
        {t("notFound.back")}
      </Link>
    </div>
  );
}
