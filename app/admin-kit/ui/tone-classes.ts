import type { Tone } from "~/domain/admin/tone";

/** Badge colours: text and background pairs that keep 4.5:1 contrast. */
export const toneBadge: Record<Tone, string> = {
  green: "bg-emerald-100 text-emerald-800 ring-emerald-200",
  blue: "bg-sky-100 text-sky-800 ring-sky-200",
  yellow: "bg-amber-100 text-amber-900 ring-amber-200",
  orange: "bg-orange-100 text-orange-800 ring-orange-200",
  red: "bg-red-100 text-red-800 ring-red-200",
  purple: "bg-violet-100 text-violet-800 ring-violet-200",
  gray: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** Bar fills (progress, probability). */
export const toneFill: Record<Tone, string> = {
  green: "bg-emerald-500",
  blue: "bg-sky-500",
  yellow: "bg-amber-400",
  orange: "bg-orange-500",
  red: "bg-red-500",
  purple: "bg-violet-500",
  gray: "bg-slate-400",
};

export const toneText: Record<Tone, string> = {
  green: "text-emerald-700",
  blue: "text-sky-700",
  yellow: "text-amber-700",
  orange: "text-orange-700",
  red: "text-red-700",
  purple: "text-violet-700",
  gray: "text-slate-600",
};
