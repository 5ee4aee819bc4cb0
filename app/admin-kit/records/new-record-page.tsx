import type { ReactNode } from "react";
import { Link, useActionData, useLoaderData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { PageHeader, Panel } from "../ui/panels";
import { useRouteAccess } from "../route-handle";
import { RecordForm } from "./record-form";
import type { FieldSpec, RecordActionResult } from "../contracts";

/**
 * The page of a record being made: the heading its server half gave it (what the list's create
 * button says), the way back to its list, and its form.
 */
export function NewRecordPage({ children }: { children: ReactNode }) {
  const t = useT("admin");
  const { heading } = useLoaderData<{ heading: string }>();
  const screen = useRouteAccess()?.screen;
  return (
    <>
      <PageHeader
        title={heading}
        actions={
          <Link to={`/admin/${screen ?? ""}`} className={buttonClass("outline", "sm")}>
            {t("actions.back")}
          </Link>
        }
      />
      <Panel>{children}</Panel>
    </>
  );
}

/** The page of a record made with its `RecordForm`: the form's button says what the page's heading says. */
export function NewRecordFormPage({
  fields,
  values,
}: {
  fields: readonly FieldSpec[];
  values: Record<string, string>;
}) {
  const result = useActionData<RecordActionResult>();
  const { heading } = useLoaderData<{ heading: string }>();
  return (
    <NewRecordPage>
      <RecordForm fields={fields} values={values} result={result} submitLabel={heading} />
    </NewRecordPage>
  );
}
