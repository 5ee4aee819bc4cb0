import { useId, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { useT } from "~/i18n/language";
import { Panel } from "../ui/panels";
import { FormField } from "./form-field";
import { ActionMessage, useActionErrorText, useMayChange } from "./record-ui";
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
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
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
  if (field.kind !== "select" && field.kind !== "textarea")
    return (
      <div className="min-w-0 space-y-1">
        <FormField
          id={id}
          name={field.name}
          label={field.label}
          type={field.kind === "number" ? "text" : field.kind}
          inputMode={field.kind === "number" ? field.inputMode : undefined}
          required={field.required}
          maxLength={field.maxLength}
          autoComplete="off"
          defaultValue={value}
          error={error}
        />
        {field.hint ? <p className="text-xs text-slate-600">{field.hint}</p> : null}
      </div>
    );
  const control = {
    id,
    name: field.name,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: inputClass,
  };
  return (
    <div className={cn("min-w-0 space-y-1", field.kind === "textarea" && "sm:col-span-2")}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {field.label}
        {field.required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {field.kind !== "textarea" ? (
        <select {...control}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <textarea {...control} rows={field.rows ?? 3} maxLength={field.maxLength} required={field.required} />
      )}
      {field.hint ? <p className="text-xs text-slate-600">{field.hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
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
