import { Link } from "react-router";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { EmptyState, PageHeader } from "../ui/panels";

/** A record page whose record is not in the live tables (deleted, mistyped, or a sample). */
export function RecordNotFound({ list }: { list: string }) {
  const t = useT("admin");
  return (
    <>
      <PageHeader title={t("notFound.title")} />
      <EmptyState>
        {t("actions.notFound")} {t("actions.liveOnly")}
      </EmptyState>
      <Link to={list} className={buttonClass("primary", "md", "mt-6")}>
        {t("actions.back")}
      </Link>
    </>
  );
}
