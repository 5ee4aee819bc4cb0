import type { CatalogLanguage } from "../../app/content/catalog";

/** The text of one catalogue, in one language. */
export type CatalogText = {
  /** BCP 47 language tag for the PDF metadata and for numbers, e.g. "fr-FR". */
  locale: string;
  title: string;
  subtitle: string;
  intro: string;
  /** Short claims for the cover, e.g. "Parking time reduced by up to 70%". */
  highlights: [string, string, string, string];
  contentsHeading: string;
  /** The heading over the system pages (in the contents and above each system's name). */
  systemsHeading: string;
  /** The labels of a system page: its parameters table, drawing caption and values' words. */
  labels: {
    typicalUse: string;
    models: string;
    /** Under the drawing; {{levels}} is the number of levels drawn. */
    drawingCaption: string;
    capacity: string;
    footprint: string;
    heightPerLevel: string;
    carsPerLevel: string;
    levels: string;
    carSize: string;
    carWeight: string;
    retrieval: string;
    throughput: string;
    independent: string;
    drive: string;
    operation: string;
    aboveGround: string;
    belowGround: string;
    yes: string;
    no: string;
    hydraulic: string;
    electric: string;
    semiAutomatic: string;
    automatic: string;
    /** After a number of parking spaces, e.g. "30–1000 spaces". */
    spaces: string;
    carsPerHour: string;
  };
  /** Unit symbols (Cyrillic in Russian). */
  units: { m: string; kg: string; s: string };
  /** Words written on the drawings. */
  drawing: { lift: string; shuttle: string; stacker: string; pit: string; entry: string };
  servicesHeading: string;
  services: [string, string, string, string];
  contactHeading: string;
  addressLabel: string;
  phoneLabel: string;
  emailLabel: string;
  hoursLabel: string;
  /** Opening hours lines, e.g. ["Mon-Fri 9:00-17:00", "Sat 9:00-14:00", "Sun closed"]. */
  hours: [string, string, string];
  footer: string;
  pageLabel: string;
};

export type CatalogTexts = Record<CatalogLanguage, CatalogText>;
