import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { PageHeader, Panel } from "../ui/card";

/** The page of a record being made: its title, the way back to its list, and its form. */
export function NewRecordPage({ title, list, children }: { title: string; list: string; children: ReactNode }) {
  const t = useT("admin");
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Link to={list} className={buttonClass("outline", "sm")}>
            {t("actions.back")}
          </Link>
        }
      />
      <Panel>{children}</Panel>
    </>
  );
}
