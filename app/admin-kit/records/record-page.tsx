import type { ReactNode } from "react";
import { useActionData, useLoaderData } from "react-router";
import type { FieldSpec, RecordActionResult } from "../contracts";
import { useRouteAccess } from "../route-handle";
import { NotesAndDelete } from "./intent-form";
import type { RecordPageData } from "./pages";
import { EditDetailsPanel } from "./record-form";
import { History, NoteForm, RecordLayout } from "./record-ui";
import { Panel } from "../ui/panels";

/**
 * A record's page as most kinds draw it: the heading its server half gave it, what the kind shows
 * of it, the form that edits its details, its history, and beside them the kind's own actions, a
 * note and (where it can be deleted) the delete button. The way back leads to its list.
 */
export function RecordPage({
  subtitle,
  badges,
  details,
  edit,
  after,
  actions,
  remove,
}: {
  subtitle: string;
  badges: ReactNode;
  /** The kind's panels above the form. */
  details: ReactNode;
  /** The form that edits its details (none: the kind's own form is among `after`). */
  edit?: { fields: readonly FieldSpec[]; values: Record<string, string> };
  /** More of the kind's panels, under the form. */
  after?: ReactNode;
  /** The kind's own actions, beside the record. */
  actions?: ReactNode;
  /** The delete button's label and question (none: the record is never deleted from here). */
  remove?: { label: string; confirmation: string };
}) {
  const { record, heading, history } = useLoaderData<RecordPageData<{ invalidFields?: string[] }>>();
  const result = useActionData<RecordActionResult>();
  const screen = useRouteAccess()?.screen;
  return (
    <RecordLayout
      title={heading}
      subtitle={subtitle}
      list={`/admin/${screen ?? ""}`}
      invalid={record.invalidFields}
      badges={badges}
      main={
        <>
          {details}
          {edit ? <EditDetailsPanel fields={edit.fields} values={edit.values} result={result} /> : null}
          {after}
          <History entries={history} />
        </>
      }
      side={
        <>
          {actions}
          {remove ? (
            <NotesAndDelete result={result} deleteLabel={remove.label} confirmation={remove.confirmation} />
          ) : (
            <Panel>
              <NoteForm result={result} />
            </Panel>
          )}
        </>
      }
    />
  );
}
