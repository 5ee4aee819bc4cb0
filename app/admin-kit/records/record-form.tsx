import { useId, type ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { Panel } from "../ui/panels";
import { Labelled } from "./form-field";
import { ActionMessage, useActionErrorText, useBusy, useFormAnswer, useMayChange } from "./record-ui";
import type { RecordActionResult } from "../contracts";
import type { FieldSpec } from "../contracts";

/**
 * A record's form, add or edit: its fields in a grid (long texts across it), each refused field's
 * message beside it (translated), everything typed kept when the server refuses the post, and a
 * plain form post that works without JavaScript. Read-only for an administrator who may not
 * change the page (the server refuses it anyway).
 */
export function RecordForm({
  fields,
  values,
  result,
  submitLabel,
  intent = "save",
  children,
}: {
  fields: readonly FieldSpec[];
  /** The stored values (an edit) or the defaults (an add), as the inputs hold them. */
  values: Record<string, string>;
  result: RecordActionResult | undefined;
  submitLabel: string;
  intent?: string;
  /** Hidden inputs the post carries besides the fields (the contact an opportunity is opened for). */
  children?: ReactNode;
}) {
  const id = useId();
  const errorText = useActionErrorText();
  const mayChange = useMayChange();
  const busy = useBusy(intent);
  const returned = result && !result.ok && result.form === intent ? result : undefined;
  const value = (name: string) => returned?.values?.[name] ?? values[name] ?? "";
  return (
    // A saved edit remounts the form with what was stored.
    <Form
      method="post"
      className="space-y-4"
      noValidate
      key={result?.ok && result.form === intent ? JSON.stringify(values) : "form"}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
      <fieldset disabled={!mayChange} className="grid min-w-0 gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const key = returned?.errors[field.name];
          return (
            <SpecField
              key={field.name}
              field={field}
              id={`${id}-${field.name}`}
              value={value(field.name)}
              error={key ? errorText(key) : undefined}
            />
          );
        })}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ActionMessage
          result={result && (result.ok || result.errors.form !== undefined) ? result : undefined}
          intent={intent}
        />
        {mayChange ? (
          <button type="submit" className={buttonClass("primary", "md", "ml-auto")} disabled={busy}>
            {submitLabel}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * One input of a staff form drawn from its spec: its label (a star when required), the input,
 * select or text area, its hint, and its error (translated) tied to it by aria-describedby. A text
 * area spans both columns of the form's grid.
 */
export function SpecField({
  field,
  id,
  value,
  error,
}: {
  field: FieldSpec;
  id: string;
  value: string;
  error: string | undefined;
}) {
  const common = { defaultValue: value, name: field.name, required: field.required, maxLength: field.maxLength };
  if (field.kind === "checkboxes") return <CheckboxesField field={field} id={id} value={value} error={error} />;
  return (
    <Labelled
      id={id}
      label={field.label}
      required={field.required}
      hint={field.hint}
      error={error}
      className={field.kind === "textarea" ? "sm:col-span-2" : undefined}
      control={(control) =>
        field.kind === "select" ? (
          <select {...control} name={field.name} defaultValue={value}>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : field.kind === "textarea" ? (
          <textarea {...control} {...common} rows={field.rows ?? 3} />
        ) : (
          <input
            {...control}
            {...common}
            type={field.kind === "number" ? "text" : field.kind}
            inputMode={field.kind === "number" ? field.inputMode : undefined}
            autoComplete="off"
          />
        )
      }
    />
  );
}

/** A group of checkboxes (several staff, say): a fieldset named by its legend, its error tied to it; the checked values joined with commas. */
function CheckboxesField({
  field,
  id,
  value,
  error,
}: {
  field: Extract<FieldSpec, { kind: "checkboxes" }>;
  id: string;
  value: string;
  error: string | undefined;
}) {
  const checked = new Set(value.split(",").filter(Boolean));
  const errorId = `${id}-error`;
  return (
    <fieldset className="min-w-0 space-y-1 sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="block text-sm font-medium text-slate-800">{field.label}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {field.options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              defaultChecked={checked.has(option.value)}
              className="size-4 rounded border-slate-300 focus-visible:ring-2 focus-visible:ring-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {field.hint ? <p className="text-xs text-slate-600">{field.hint}</p> : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A hand-laid staff form's answer (`useFormAnswer`) and its fields drawn from their specs: each
 * holding what was typed, else `defaults`' value, else `start`, with its error.
 */
export function useSpecFields(
  result: RecordActionResult | undefined,
  intent: string,
  defaults: Record<string, string> = {},
) {
  const id = useId();
  const answer = useFormAnswer(result, intent);
  const field = (spec: FieldSpec, start = "") => (
    <SpecField
      key={spec.name}
      field={spec}
      id={`${id}-${spec.name}`}
      value={answer.value(spec.name, defaults[spec.name] ?? start)}
      error={answer.error(spec.name)}
    />
  );
  return { ...answer, id, field };
}

/** A record page's "Edit details" panel: the record's form, holding what is stored, saved with "Save". */
export function EditDetailsPanel({
  fields,
  values,
  result,
}: {
  fields: readonly FieldSpec[];
  values: Record<string, string>;
  result: RecordActionResult | undefined;
}) {
  const t = useT("admin");
  return (
    <Panel title={t("actions.editDetails")}>
      <RecordForm fields={fields} values={values} result={result} submitLabel={t("actions.save")} />
    </Panel>
  );
}
