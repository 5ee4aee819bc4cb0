import type { InputHTMLAttributes } from "react";
import { inputClass } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/**
 * A labelled input of a staff form with its error under it (already translated), tied to it by
 * aria-describedby; `labelClassName` replaces the label's look (a row of a table of lines).
 */
export function FormField({
  id,
  label,
  error,
  labelClassName,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  labelClassName?: string;
}) {
  return (
    <div className={cn("min-w-0 space-y-1", className)}>
      <label htmlFor={id} className={labelClassName ?? "block text-sm font-medium text-slate-800"}>
        {label}
        {input.required && !labelClassName ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
