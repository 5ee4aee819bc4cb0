/**
 * The one source of truth for the company's facts: the header, footer,
 * contact page and section, and the LocalBusiness JSON-LD all read from here.
 * The values are placeholders until the company supplies its own.
 */
export const company = {
  name: "Autoparc Systems",
  legalName: "Autoparc Systems SRL",
  foundedYear: 2000,
  address: {
    street: "Bulevardul Decebal 10",
    locality: "Piatra-Neamț",
    region: "Neamț",
    postalCode: "610093",
    countryCode: "RO",
  },
  phone: "+40 233 210 500",
  email: "office@autoparc-systems.ro",
  geo: { latitude: 46.9275, longitude: 26.3708 },
  /** Opening hours, one entry per group of days (schema.org day codes). Sunday closed. */
  openingHours: [
    { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" },
    { days: ["Sa"], opens: "09:00", closes: "14:00" },
  ],
  embeds: {
    map: "https://www.google.com/maps?q=Bulevardul+Decebal+10,+Piatra-Neam%C8%9B&output=embed",
    video: "https://www.youtube-nocookie.com/embed/8Z5Ej2wS3nU",
  },
  /**
   * Alternative dispute resolution (ANPC's SAL). The EU's online platform (SOL/ODR) closed on
   * 20 July 2025; the Terms say so, and the footer no longer links to it.
   */
  disputeResolution: {
    anpcSal: "https://anpc.ro/ce-este-sal/",
  },
} as const;

export type Company = typeof company;

/**
 * The company's figures: every number the site states about the company comes from here (the
 * counters on the home and About pages, and the texts, which name them as {{placeholders}}).
 * Placeholders until the company supplies its own; keep them consistent with each other
 * (clients cannot outnumber projects).
 */
export const companyFigures = {
  foundedYear: company.foundedYear,
  projects: 200,
  clients: 150,
  cities: 15,
  teamMembers: 50,
  /** Share of surveyed clients who rate the work good or very good. */
  satisfactionPercent: 98,
  /** Up to this share of a ramp car park's space and building cost saved by an automated system. */
  savingPercent: 50,
  spacesMin: 6,
  spacesMax: 1000,
  /** Every enquiry is answered within this many hours. */
  responseHours: 24,
} as const;

/** Whole years since the company was founded, as of `now`. */
export function yearsInBusiness(now: Date = new Date()): number {
  return now.getFullYear() - company.foundedYear;
}

/** The values texts may name as {{placeholders}}, computed as of `now`. */
export function figureVariables(now: Date = new Date()): Record<string, number> {
  return { ...companyFigures, years: yearsInBusiness(now) };
}

/**
 * Fills the company's figures into a text: only the names figureVariables() knows, so the translator's
 * own placeholders ({{seconds}}, {{name}}...) are left for it to fill later.
 */
export function fillFigures(text: string, variables: Record<string, number> = figureVariables()): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in variables ? String(variables[name]) : match,
  );
}

export const schemaOrgDays = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
