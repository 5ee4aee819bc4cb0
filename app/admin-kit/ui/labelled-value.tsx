import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A label over its value, one entry of a description list (a card's facts, a record's details). */
export function LabelledValue({
  label,
  children,
  overflow,
  testId,
}: {
  label: string;
  children: ReactNode;
  /** How a value too long for its column behaves: cut short or wrapped. */
  overflow: "truncate" | "break-words";
  testId?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={cn(overflow, "font-medium text-slate-900")} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
