import type en from "../en/catalog";
import type { Translation } from "../types";

const catalog: Translation<typeof en> = {
  meta: {
    title: "Catalog de produse în șase limbi",
    description:
      "Descărcați catalogul nostru de sisteme de parcare automată în română, engleză, franceză, rusă, italiană sau germană: produse, capacități și date de contact.",
    keywords: "catalog sisteme de parcare, catalog parcări PDF, broșură parcare automată",
  },
  title: "Catalog de produse",
  subtitle: "Sistemele noastre de parcare, de la 2+ vehicule până la 1000 de locuri, în limba echipei dumneavoastră.",
  download: "Descarcă PDF",
  downloadLabel: "Descarcă PDF: catalogul în {{language}}",
  fileInfo: "Pagini: {{pages}} · {{size}}",
  stats: {
    label: "Catalogul în cifre",
    pages: "Pagini în fiecare catalog",
    products: "Produse",
    languages: "Limbi",
  },
  languages: {
    ro: "Română",
    en: "Engleză",
    fr: "Franceză",
    ru: "Rusă",
    it: "Italiană",
    de: "Germană",
  },
  countries: {
    ro: "România",
    en: "Regatul Unit",
    fr: "Franța",
    ru: "Rusia",
    it: "Italia",
    de: "Germania",
  },
};

export default catalog;
