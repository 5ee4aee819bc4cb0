import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { catalogLanguages } from "../catalog";
import { catalogStatText } from "../stats";
import {
  CATALOG_MANIFEST_FILE,
  catalogFigures,
  formatFileSize,
  parseCatalogManifest,
  type CatalogManifest,
} from "./catalog-manifest";
import { readCatalogManifest } from "~/server/catalog-manifest.server";

function manifest(pages: (code: string) => number = () => 12): CatalogManifest {
  const catalogs = Object.fromEntries(
    catalogLanguages.map((code) => [
      code,
      { file: `catalog-${code}.pdf`, pages: pages(code), products: 9, bytes: 72_000 },
    ]),
  );
  return { version: 1, generatedAt: "2026-11-25T00:00:00.000Z", catalogs } as CatalogManifest;
}

const shown = (m: CatalogManifest | null, served?: Parameters<typeof catalogFigures>[1]) =>
  Object.fromEntries(catalogFigures(m, served).stats.map((stat) => [stat.key, catalogStatText(stat)]));

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("catalogue figures", () => {
  it("come from the manifest: pages per catalogue, products, languages", () => {
    expect(shown(manifest())).toEqual({ pages: "12", products: "9", languages: "6" });
    expect(catalogFigures(manifest()).files.ru).toEqual({ pages: 12, bytes: 72_000 });
  });

  it("show a range when the catalogues differ, and leave out the languages served from the company's own file", () => {
    const m = manifest((code) => (code === "de" ? 13 : 12));
    expect(shown(m)).toMatchObject({ pages: "12–13" });
    expect(shown(m, ["ro", "en"])).toMatchObject({ pages: "12" });
    expect(Object.keys(catalogFigures(m, ["ro", "en"]).files)).toEqual(["ro", "en"]);
  });

  it("without a manifest, or with every language served elsewhere, count nothing rather than invent it", () => {
    expect(shown(null)).toEqual({ languages: "6" });
    expect(catalogFigures(null).files).toEqual({});
    expect(shown(manifest(), [])).toEqual({ languages: "6" });
  });

  it("accept only a complete manifest", () => {
    expect(parseCatalogManifest(manifest())).toEqual(manifest());
    expect(parseCatalogManifest(null)).toBeNull();
    expect(parseCatalogManifest({ ...manifest(), version: 2 })).toBeNull();
    const missing = manifest();
    delete (missing.catalogs as Partial<CatalogManifest["catalogs"]>).it;
    expect(parseCatalogManifest(missing)).toBeNull();
    const zero = manifest((code) => (code === "fr" ? 0 : 12));
    expect(parseCatalogManifest(zero)).toBeNull();
  });

  it("are read from the served folder, and a missing or broken file reads as none", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "catalog-manifest-"));
    dirs.push(dir);
    expect(readCatalogManifest(dir)).toBeNull();
    writeFileSync(path.join(dir, CATALOG_MANIFEST_FILE), "{ not json");
    expect(readCatalogManifest(dir)).toBeNull();
    writeFileSync(path.join(dir, CATALOG_MANIFEST_FILE), JSON.stringify(manifest()));
    expect(readCatalogManifest(dir)).toEqual(manifest());
  });

  it("give file sizes in the page's language", () => {
    expect(formatFileSize(72_600, "en-GB")).toBe("73 kB");
    expect(formatFileSize(1_234_567, "en-GB")).toBe("1.2 MB");
    expect(formatFileSize(1_234_567, "ro-RO")).toBe("1,2 MB");
  });
});
