import type { ReactNode } from "react";
import type { Tone } from "~/domain/admin/tone";
import { cn } from "~/lib/cn";
import { toneBadge } from "./tone-classes";

/** A status pill; the word carries the meaning, the colour only helps. */
export function Badge({
  tone,
  children,
  className,
  testId,
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      data-tone={tone}
      data-testid={testId}
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        toneBadge[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
