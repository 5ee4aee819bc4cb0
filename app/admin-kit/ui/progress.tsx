import type { Tone } from "~/domain/admin/tone";
import { cn } from "~/lib/cn";
import { toneFill } from "./tone-classes";

/**
 * A labelled bar (0–100), with `caption` and the value's text above it when given. The caller caps
 * the value where the rules say so.
 */
export function Progress({
  value,
  tone,
  label,
  valueText,
  caption,
}: {
  value: number;
  tone: Tone;
  label: string;
  valueText: string;
  caption?: string;
}) {
  const width = Math.max(0, Math.min(100, value));
  const bar = (
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
  if (caption === undefined) return bar;
  return (
    <div>
      <div className="mb-1 flex justify-between gap-2 text-xs text-slate-600">
        <span>{caption}</span>
        <span className="font-semibold text-slate-900">{valueText}</span>
      </div>
      {bar}
    </div>
  );
}
