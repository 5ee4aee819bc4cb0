import type { InputHTMLAttributes, ReactNode } from "react";
import { inputClass } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/** How a label looks: a form's field, or a small form in a record page's side panel. */
const LABEL_CLASS = {
  form: "block text-sm font-medium text-slate-800",
  panel: "block text-xs font-semibold text-slate-600",
};

/** What ties a control to its label, its error and any message about it, and how it looks. */
export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

/**
 * The one way a staff form shows a field: its label above (a star when required), the control, its
 * hint, and its error under it (already translated), tied to the control by aria-describedby with
 * `describedBy` (the form's message, where the field has none of its own). `labelClassName`
 * replaces the label's look (a row of a table of lines).
 */
export function Labelled({
  id,
  label,
  required,
  hint,
  error,
  describedBy,
  look = "form",
  labelClassName,
  className,
  control,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  describedBy?: string;
  look?: keyof typeof LABEL_CLASS;
  labelClassName?: string;
  className?: string;
  control: (props: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={cn("min-w-0 space-y-1", className)}>
      <label htmlFor={id} className={labelClassName ?? LABEL_CLASS[look]}>
        {label}
        {required && look === "form" && !labelClassName ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {control({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [error && errorId, describedBy].filter(Boolean).join(" ") || undefined,
        className: inputClass,
      })}
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input of a staff form (`Labelled`), its other attributes the input's. */
export function FormField({
  id,
  label,
  error,
  hint,
  look,
  labelClassName,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  look?: keyof typeof LABEL_CLASS;
  labelClassName?: string;
}) {
  return (
    <Labelled
      {...{ id, label, error, hint, look, labelClassName, className }}
      required={input.required}
      control={(control) => <input {...control} {...input} />}
    />
  );
}
