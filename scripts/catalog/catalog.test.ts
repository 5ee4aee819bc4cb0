import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFileName, catalogLanguages } from "../../app/content/catalog";
import {
  CATALOG_MANIFEST_FILE,
  catalogFigures,
  type CatalogManifest,
} from "../../app/content/parking-systems/catalog-manifest";
import { readCatalogManifest } from "../../app/server/catalog-manifest.server";
import { parkingSystemIds, parkingSystems } from "../../app/content/parking-systems/systems";
import { parkingSystemTexts } from "../../app/content/parking-systems/texts";
import { catalogStatText } from "../../app/content/stats";
import { writeCatalogs } from "./generate";
import { catalogTexts } from "./texts";

let dir: string;
let manifest: CatalogManifest;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "catalogs-"));
  manifest = await writeCatalogs(dir);
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("the generated catalogues", () => {
  it("write a manifest that the site's reader reads back as written", async () => {
    expect(JSON.parse(await readFile(path.join(dir, CATALOG_MANIFEST_FILE), "utf8"))).toEqual(manifest);
    expect(readCatalogManifest(dir)).toEqual(manifest);
    expect(Object.keys(manifest.catalogs).sort()).toEqual([...catalogLanguages].sort());
  });

  describe.each(catalogLanguages)("%s", (code) => {
    it("has the pages, products and size its manifest says, and one page per system, named in its language", async () => {
      const facts = manifest.catalogs[code];
      expect(facts.file).toBe(catalogFileName(code));
      expect(facts.products).toBe(parkingSystemIds.length);
      const bytes = await readFile(path.join(dir, facts.file));
      expect(bytes.length).toBe(facts.bytes);
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      expect(pdf.numPages).toBe(facts.pages);
      // Cover, contents, the nine systems, services and contact: no blank page slipped in.
      expect(facts.pages).toBe(2 + parkingSystemIds.length + 1);

      const { text: pages } = await extractText(pdf, { mergePages: false });
      const names = parkingSystemTexts[code];
      const texts = catalogTexts[code];
      parkingSystemIds.forEach((id, i) => {
        const page = flat(pages[2 + i]!);
        expect(page, `${code}: page ${3 + i}`).toContain(flat(names[id].name));
        expect(page).toContain(texts.labels.capacity);
        expect(page).toContain(texts.labels.independent);
        expect(page).toContain(`${texts.pageLabel} ${3 + i}/${facts.pages}`);
        // The contents name the page the system is on.
        expect(flat(pages[1]!)).toContain(flat(names[id].name));
      });
      const all = flat(pages.join(" "));
      expect(all).toContain(texts.title);
      expect(all).toContain(texts.contentsHeading);
      expect(all).toContain("Piatra-Neamț");
    });
  });

  it("render Cyrillic and Romanian letters as text", async () => {
    const read = async (code: "ru" | "ro") => {
      const pdf = await getDocumentProxy(new Uint8Array(await readFile(path.join(dir, catalogFileName(code)))));
      return flat((await extractText(pdf, { mergePages: true })).text);
    };
    const ru = await read("ru");
    expect(ru).toContain("Содержание");
    expect(ru).toContain("Гидравлический автомобильный лифт");
    expect(ru).toContain(`${parkingSystems.shuttle.avgRetrievalTimeS} с`);
    const ro = await read("ro");
    expect(ro).toContain("Sistem glisant (puzzle)");
    expect(ro).toContain("Acționare");
  });

  it("give the catalogue page its figures: pages per catalogue, nine products, six languages", () => {
    const pages = new Set(Object.values(manifest.catalogs).map((c) => c.pages));
    expect(pages.size).toBe(1);
    const figures = catalogFigures(manifest);
    const shown = Object.fromEntries(figures.stats.map((stat) => [stat.key, catalogStatText(stat)]));
    expect(shown).toEqual({ pages: String(manifest.catalogs.en.pages), products: "9", languages: "6" });
    for (const code of catalogLanguages)
      expect(figures.files[code]).toEqual({
        pages: manifest.catalogs[code].pages,
        bytes: manifest.catalogs[code].bytes,
      });
  });
});
