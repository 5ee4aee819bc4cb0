const catalog = {
  meta: {
    title: "Product Catalogue in Six Languages",
    description:
      "Download our automated parking systems catalogue in Romanian, English, French, Russian, Italian or German: products, capacities and contact details.",
    keywords: "parking systems catalogue, parking catalogue PDF, automated parking brochure",
  },
  title: "Product catalogue",
  subtitle: "Our parking systems, from 2+ vehicles up to 1000 spaces, in the language of your team.",
  download: "Download PDF",
  downloadLabel: "Download PDF: the catalogue in {{language}}",
  fileInfo: "{{pages}} pages · {{size}}",
  stats: {
    label: "The catalogue in figures",
    pages: "Pages per catalogue",
    products: "Products",
    languages: "Languages",
  },
  languages: {
    ro: "Romanian",
    en: "English",
    fr: "French",
    ru: "Russian",
    it: "Italian",
    de: "German",
  },
  countries: {
    ro: "Romania",
    en: "United Kingdom",
    fr: "France",
    ru: "Russia",
    it: "Italy",
    de: "Germany",
  },
};

export default catalog;
