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
  disputeResolution: {
    anpcSal: "https://anpc.ro/ce-este-sal/",
    euOdr: "https://ec.europa.eu/consumers/odr",
  },
} as const;

export type Company = typeof company;

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
