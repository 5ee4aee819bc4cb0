/** The catalogue in six languages; the PDFs are made by scripts/make-catalogs.ts. */
export const catalogLanguages = ["ro", "en", "fr", "ru", "it", "de"] as const;
export type CatalogLanguage = (typeof catalogLanguages)[number];

export function catalogFileName(code: CatalogLanguage): string {
  return `catalog-${code}.pdf`;
}

/** The site's own file; CATALOG_URL_<CODE> may point to the company's own catalogue instead. */
export function defaultCatalogUrl(code: CatalogLanguage): string {
  return `/catalog/${catalogFileName(code)}`;
}
