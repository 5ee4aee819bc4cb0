/**
 * Writes the product catalogue as a PDF in each of the six languages (cover, contents, one page per
 * parking system with its drawing and figures, services and contact), from the parking systems'
 * data and the company's facts, with DejaVu Sans embedded so Romanian, French, German and Cyrillic
 * render; and catalog-manifest.json beside them, with each file's page count, products and size,
 * which the catalogue page shows. The work is done in scripts/catalog/.
 * Usage: tsx scripts/make-catalogs.ts [outDir]   (default build/client/catalog)
 */
import path from "node:path";
import { CATALOG_MANIFEST_FILE } from "../app/content/parking-systems/catalog-manifest";
import { writeCatalogs } from "./catalog/generate";

const outDir = path.resolve(process.argv[2] ?? "build/client/catalog");
const manifest = await writeCatalogs(outDir);
const summary = Object.values(manifest.catalogs).map(
  (c) => `${c.file} (${c.pages} pages, ${c.products} products, ${Math.round(c.bytes / 1024)} KiB)`,
);
console.log(`catalogues written: ${summary.join(", ")}; ${CATALOG_MANIFEST_FILE}`);
