import type { CatalogLanguage } from "../../app/content/catalog";
import type { DrawingProduct } from "../../app/content/drawings";

/** The text of one catalogue, in one language. */
export type CatalogText = {
  /** BCP 47 language tag for the PDF metadata, e.g. "fr-FR". */
  locale: string;
  title: string;
  subtitle: string;
  intro: string;
  /** Short claims for the cover, e.g. "Parking time reduced by up to 70%". */
  highlights: [string, string, string, string];
  productsHeading: string;
  capacityLabel: string;
  /** Per product: a name in this language (e.g. "Doppelparker Duplicator") and a 2-3 sentence description. */
  products: Record<DrawingProduct["id"], { name: string; capacity: string; description: string }>;
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
