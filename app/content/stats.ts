import { companyFigures, yearsInBusiness } from "./company";

/**
 * The figures each page shows, held here rather than scattered through components.
 * `value` is the number, `suffix` what follows it.
 */
export type Stat = { key: string; value: number; suffix: string };

// Every figure here is one of the company's own (app/content/company.ts); years are counted from
// the founding year, so they stay true as time passes.
const years = yearsInBusiness();

export const heroStats = [
  { key: "projects", value: companyFigures.projects, suffix: "+" },
  { key: "years", value: years, suffix: "" },
  { key: "savings", value: companyFigures.savingPercent, suffix: "%" },
] as const satisfies readonly Stat[];

export const aboutSectionStats = [
  { key: "years", value: years, suffix: "" },
  { key: "clients", value: companyFigures.clients, suffix: "+" },
  { key: "costReduction", value: companyFigures.savingPercent, suffix: "%" },
  { key: "cities", value: companyFigures.cities, suffix: "+" },
] as const satisfies readonly Stat[];

export const aboutPageStats = [
  { key: "projects", value: companyFigures.projects, suffix: "+" },
  { key: "years", value: years, suffix: "" },
  { key: "team", value: companyFigures.teamMembers, suffix: "+" },
  { key: "satisfaction", value: companyFigures.satisfactionPercent, suffix: "%" },
] as const satisfies readonly Stat[];

/**
 * The catalogue page's figures. Pages and products are counted in the generated PDFs (their
 * manifest: app/content/parking-systems/catalog-manifest.ts), never typed here; a figure that
 * cannot be counted is left out. `min` and `max` differ only when the six files differ.
 */
export type CatalogStatKey = "pages" | "products" | "languages";
export type CatalogStat = { key: CatalogStatKey; min: number; max: number };

/** The figure for `values` (one per catalogue), or null when there is none to count. */
export function catalogStat(key: CatalogStatKey, values: readonly number[]): CatalogStat | null {
  if (values.length === 0) return null;
  return { key, min: Math.min(...values), max: Math.max(...values) };
}

/** "13", or "13–14" when the catalogues differ. */
export function catalogStatText(stat: CatalogStat): string {
  return stat.min === stat.max ? String(stat.min) : `${stat.min}–${stat.max}`;
}

/** Counter animation of the hero. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_TICK_MS = 50;
