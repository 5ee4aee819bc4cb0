import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Panel } from "../ui/panels";
import type { RecordActionResult } from "../contracts";
import { ActionMessage, MayChange, NoteForm } from "./record-ui";

/**
 * A record action that is one button (mark sent, mark paid, cancel, delete) in its own panel,
 * asking first (with JavaScript) when `confirmation` is given; works as a plain post without it.
 */
export function IntentForm({
  result,
  intent,
  label,
  primary,
  confirmation,
  children,
}: {
  result: RecordActionResult | undefined;
  intent: string;
  label: string;
  primary?: boolean;
  confirmation?: string;
  children?: ReactNode;
}) {
  return (
    <Panel>
      <Form
        method="post"
        className="space-y-2"
        onSubmit={(event) => {
          if (confirmation && !window.confirm(confirmation)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        {children}
        <button
          type="submit"
          className={
            primary
              ? buttonClass("primary", "md")
              : buttonClass("outline", "sm", "border-red-300 text-red-700 hover:bg-red-50")
          }
        >
          {label}
        </button>
        <ActionMessage result={result} intent={intent} />
      </Form>
    </Panel>
  );
}

/** A record's delete button, asking first (with JavaScript), for staff who may change records. */
export function DeleteRecordForm({
  result,
  label,
  confirmation,
}: {
  result: RecordActionResult | undefined;
  label: string;
  confirmation: string;
}) {
  return (
    <MayChange>
      <IntentForm result={result} intent="delete" label={label} confirmation={confirmation} />
    </MayChange>
  );
}

/** The side of a record page that every record has: its note form, and its delete button. */
export function NotesAndDelete({
  result,
  deleteLabel,
  confirmation,
}: {
  result: RecordActionResult | undefined;
  deleteLabel: string;
  confirmation: string;
}) {
  return (
    <>
      <Panel>
        <NoteForm result={result} />
      </Panel>
      <DeleteRecordForm result={result} label={deleteLabel} confirmation={confirmation} />
    </>
  );
}
