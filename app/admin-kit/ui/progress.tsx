import type { Tone } from "~/domain/admin/tone";
import { cn } from "~/lib/cn";
import { toneFill } from "./tone-classes";

/** A labelled bar (0–100). The caller caps the value where the rules say so. */
export function Progress({
  value,
  tone,
  label,
  valueText,
}: {
  value: number;
  tone: Tone;
  label: string;
  valueText: string;
}) {
  const width = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
      aria-valuetext={valueText}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div data-tone={tone} className={cn("h-full rounded-full", toneFill[tone])} style={{ width: `${width}%` }} />
    </div>
  );
}
