import { cn } from "~/lib/cn";

// Labels stay on one line (a button's height is fixed, so a wrapped label would spill out of it);
// a control with a long label that must wrap passes WRAPPING_LABEL in `extra` (see buttonClass).
const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-accent-500 text-slate-950 hover:bg-accent-600",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  onDark: "border border-white/70 text-white hover:bg-white/10",
} as const;

const sizes = { sm: "h-9 px-3", md: "h-10 px-4", lg: "h-12 px-6 text-base", icon: "h-10 w-10" } as const;

/** For a button whose label may need two lines on a narrow screen: it grows instead of spilling. */
export const WRAPPING_LABEL = "h-auto min-h-10 whitespace-normal py-2 text-center";

/** shadcn-style button classes, for <button> and <Link> alike. */
export function buttonClass(
  variant: keyof typeof variants = "primary",
  size: keyof typeof sizes = "md",
  extra?: string,
) {
  // A wrapping label (WRAPPING_LABEL, or any extra with whitespace-normal) drops the base's nowrap:
  // both classes at once would leave the label on one line.
  const wraps = extra?.includes("whitespace-normal") ?? false;
  return cn(wraps ? base.replace("whitespace-nowrap ", "") : base, variants[variant], sizes[size], extra);
}

/** A text input, select or textarea; here, with the buttons, so a page that needs only the class loads no form code. */
export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600";
