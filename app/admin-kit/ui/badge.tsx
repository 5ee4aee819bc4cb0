import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Tone } from "~/domain/admin/tone";
import { useT, type TFn } from "~/i18n/language";
import { cn } from "~/lib/cn";
import { toneBadge } from "./tone-classes";

/** A status pill; the word carries the meaning, the colour only helps. */
export function Badge({
  tone,
  icon: Icon,
  children,
  className,
  testId,
}: {
  tone: Tone;
  /** Drawn before the word, as decoration. */
  icon?: LucideIcon;
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
      {Icon ? <Icon aria-hidden="true" className="mr-1 size-3" /> : null}
      {children}
    </span>
  );
}

/**
 * The badge of a record's status (or stage, priority), drawn the same on its card and its page:
 * the status's tone, and its word from the admin texts.
 */
export function statusBadge<S extends string>(
  tones: Readonly<Record<S, Tone>>,
  word: (t: TFn<"admin">, status: S) => string,
) {
  return function StatusBadge({ status }: { status: S }) {
    const t = useT("admin");
    return <Badge tone={tones[status]}>{word(t, status)}</Badge>;
  };
}
