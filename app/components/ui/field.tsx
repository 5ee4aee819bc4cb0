import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { inputClass } from "./button";

export { inputClass };

/** A labelled form control; required fields are marked with an asterisk. */
export function Field({
  id,
  label,
  required,
  requiredLabel,
  children,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  requiredLabel: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700">
            {" "}
            <span aria-hidden="true">*</span>
            <span className="sr-only">({requiredLabel})</span>
          </span>
        ) : null}
      </label>
      {children}
    </div>
  );
}

export function Input(props: ComponentProps<"input">) {
  return <input {...props} className={cn(inputClass, props.className)} />;
}

export function Textarea(props: ComponentProps<"textarea">) {
  return <textarea {...props} className={cn(inputClass, props.className)} />;
}
