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

export const catalogStats = [
  { key: "pages", value: 150, suffix: "+" },
  { key: "products", value: 25, suffix: "+" },
  { key: "languages", value: 6, suffix: "" },
] as const satisfies readonly Stat[];

/** Counter animation of the hero. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_TICK_MS = 50;
