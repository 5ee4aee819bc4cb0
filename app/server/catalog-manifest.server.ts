/**
 * Reads the catalogue manifest (./catalog-manifest.ts) from the folder the site serves the PDFs
 * from, once: build/client/catalog/ in production, public/catalog/ under the dev server. The
 * production server serves build/client, found beside its own bundle (server/main.ts resolves
 * `../client` from build/server/index.js); this module is bundled there too, or into a chunk one
 * folder further down (build/server/assets/). A missing or unreadable manifest gives null, so the
 * page shows no counted figures; it is looked for again after a while (the dev server may be
 * running before `npm run catalogs`). In production a manifest once read is kept until restart (the
 * build does not change under a running server); the dev server reads it afresh each time.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { log } from "~/server/log.server";
import {
  CATALOG_MANIFEST_FILE,
  parseCatalogManifest,
  type CatalogManifest,
} from "../content/parking-systems/catalog-manifest";

const RETRY_MS = 30_000;

/** Folders that may hold the served catalogue, most likely first. */
export function servedCatalogDirs(): string[] {
  if (import.meta.env.DEV) return [path.resolve(process.cwd(), "public/catalog")];
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, "../client/catalog"), path.resolve(here, "../../client/catalog")];
}

/** The manifest in `dir`, or null if there is none or it is not one. */
export function readCatalogManifest(dir: string): CatalogManifest | null {
  try {
    return parseCatalogManifest(JSON.parse(readFileSync(path.join(dir, CATALOG_MANIFEST_FILE), "utf8")));
  } catch {
    return null;
  }
}

let cached: CatalogManifest | null = null;
let missingSince: number | null = null;

/** The served catalogue's manifest, cached after the first successful read; null if missing. */
export function servedCatalogManifest(now = Date.now()): CatalogManifest | null {
  if (cached && !import.meta.env.DEV) return cached;
  if (missingSince !== null && now - missingSince < RETRY_MS) return null;
  const dirs = servedCatalogDirs();
  for (const dir of dirs) {
    const manifest = readCatalogManifest(dir);
    if (manifest) {
      cached = manifest;
      missingSince = null;
      return manifest;
    }
  }
  if (missingSince === null)
    log.warn(
      { looked: dirs, file: CATALOG_MANIFEST_FILE },
      "catalogue manifest not found: the catalogue page shows no page or product counts",
    );
  missingSince = now;
  return null;
}
