import type { ReactNode } from "react";
import { Link, useActionData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { PageHeader, Panel } from "../ui/panels";
import { RecordForm } from "./record-form";
import { type FieldSpec } from "../contracts";
import type { RecordActionResult } from "../contracts";

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

/** The page of a record made with its `RecordForm`: the form's button says what the page's title says. */
export function NewRecordFormPage({
  title,
  list,
  fields,
  values,
}: {
  title: string;
  list: string;
  fields: readonly FieldSpec[];
  values: Record<string, string>;
}) {
  const result = useActionData<RecordActionResult>();
  return (
    <NewRecordPage title={title} list={list}>
      <RecordForm fields={fields} values={values} result={result} submitLabel={title} />
    </NewRecordPage>
  );
}
