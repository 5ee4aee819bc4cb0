/**
 * Each page keeps its own figures, held here rather than scattered through components.
 * `value` is the number, `suffix` what follows it.
 */
export type Stat = { key: string; value: number; suffix: string };

export const heroStats = [
  { key: "projects", value: 10, suffix: "+" },
  { key: "years", value: 24, suffix: "+" },
  { key: "savings", value: 50, suffix: "%" },
] as const satisfies readonly Stat[];

export const aboutSectionStats = [
  { key: "years", value: 24, suffix: "+" },
  { key: "clients", value: 200, suffix: "+" },
  { key: "costReduction", value: 50, suffix: "%" },
  { key: "cities", value: 15, suffix: "+" },
] as const satisfies readonly Stat[];

export const aboutPageStats = [
  { key: "projects", value: 200, suffix: "+" },
  { key: "years", value: 15, suffix: "+" },
  { key: "team", value: 50, suffix: "+" },
  { key: "satisfaction", value: 98, suffix: "%" },
] as const satisfies readonly Stat[];

export const catalogStats = [
  { key: "pages", value: 150, suffix: "+" },
  { key: "products", value: 25, suffix: "+" },
  { key: "languages", value: 6, suffix: "" },
] as const satisfies readonly Stat[];

/** Counter animation of the hero. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_TICK_MS = 50;
