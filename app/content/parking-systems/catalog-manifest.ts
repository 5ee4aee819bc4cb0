/**
 * What the catalogue generator (scripts/make-catalogs.ts) records about the PDFs it wrote, and how
 * the catalogue page turns that record into the figures it shows. No file access here: the
 * server-only reader is ./catalog-manifest.server.ts.
 */
import { z } from "zod";
import { catalogLanguages, type CatalogLanguage } from "../catalog";
import { catalogStat, type CatalogStat } from "../stats";

/** Written beside the PDFs, e.g. build/client/catalog/catalog-manifest.json. */
export const CATALOG_MANIFEST_FILE = "catalog-manifest.json";

export type CatalogFileFacts = {
  /** e.g. "catalog-ro.pdf" */
  file: string;
  /** Pages of the PDF as written (PDFKit's buffered page range). */
  pages: number;
  /** Products (parking systems) with a page of their own. */
  products: number;
  bytes: number;
};

export type CatalogManifest = {
  version: 1;
  generatedAt: string;
  catalogs: Record<CatalogLanguage, CatalogFileFacts>;
};

const count = z.number().int().positive();
const manifestSchema = z.object({
  version: z.literal(1),
  generatedAt: z.string(),
  catalogs: z.record(
    z.enum(catalogLanguages),
    z.object({ file: z.string(), pages: count, products: count, bytes: count }),
  ),
});

/** The manifest if `value` is one (as parsed from JSON), else null. */
export function parseCatalogManifest(value: unknown): CatalogManifest | null {
  const parsed = manifestSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export type CatalogFigures = {
  /** Pages and products only when counted in the files; languages always (one card each). */
  stats: CatalogStat[];
  /** Per language whose download is the generated file: its pages and size. */
  files: Partial<Record<CatalogLanguage, { pages: number; bytes: number }>>;
};

/**
 * The figures the catalogue page shows. `served` are the languages whose button downloads the
 * generated file; a language pointed to the company's own file (CATALOG_URL_<CODE>) is not counted,
 * since its pages are not known. Without a manifest, pages and products are left out, not guessed.
 */
export function catalogFigures(
  manifest: CatalogManifest | null,
  served: readonly CatalogLanguage[] = catalogLanguages,
): CatalogFigures {
  const counted = manifest ? served.map((code) => [code, manifest.catalogs[code]] as const) : [];
  const stats = [
    catalogStat(
      "pages",
      counted.map(([, facts]) => facts.pages),
    ),
    catalogStat(
      "products",
      counted.map(([, facts]) => facts.products),
    ),
    catalogStat("languages", [catalogLanguages.length]),
  ].filter((stat): stat is CatalogStat => stat !== null);
  const files = Object.fromEntries(counted.map(([code, facts]) => [code, { pages: facts.pages, bytes: facts.bytes }]));
  return { stats, files };
}

/** "412 kB", "1.2 MB" (decimal units, as file managers show them) in the given locale. */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
