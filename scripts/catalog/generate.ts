/**
 * Writes the product catalogue PDFs, one per language, and beside them the manifest the catalogue
 * page reads its figures from (app/content/parking-systems/catalog-manifest.ts): each file's real
 * page count, its number of products (parking systems) and its size.
 */
import { createWriteStream } from "node:fs";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import { catalogFileName, type CatalogLanguage } from "../../app/content/catalog";
import { company } from "../../app/content/company";
import {
  CATALOG_MANIFEST_FILE,
  type CatalogFileFacts,
  type CatalogManifest,
} from "../../app/content/parking-systems/catalog-manifest";
import { parkingSystemList } from "../../app/content/parking-systems/systems";
import { parkingSystemTexts } from "../../app/content/parking-systems/texts";
import { contentsPage, coverPage, footers, servicesAndContactPage, systemPage, type ContentsEntry } from "./pages";
import { FONT, FONT_BOLD, numberFormat } from "./style";
import { catalogTexts } from "./texts";

export async function writeCatalog(code: CatalogLanguage, outDir: string): Promise<CatalogFileFacts> {
  const text = catalogTexts[code];
  const names = parkingSystemTexts[code];
  const systems = parkingSystemList();
  const file = catalogFileName(code);
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    lang: text.locale,
    bufferPages: true,
    info: {
      Title: `${company.name} – ${text.title}`,
      Author: company.legalName,
      Subject: text.subtitle,
      Keywords: systems.map((sys) => names[sys.id].name).join(", "),
    },
  });
  doc.registerFont("body", FONT);
  doc.registerFont("bold", FONT_BOLD);
  const stream = createWriteStream(path.join(outDir, file));
  const written = new Promise<void>((resolve, reject) => {
    stream.on("finish", resolve);
    stream.on("error", reject);
  });
  doc.pipe(stream);

  coverPage(doc, text);
  // The contents page is the second; it is filled in at the end, when the page numbers are known.
  doc.addPage();
  const { plain } = numberFormat(text.locale);
  const systemEntries: ContentsEntry[] = [];
  systems.forEach((sys, index) => {
    systemPage(doc, text, sys, names[sys.id], { index, count: systems.length });
    const automation = sys.automation === "automatic" ? text.labels.automatic : text.labels.semiAutomatic;
    systemEntries.push({
      title: names[sys.id].name,
      detail: `${plain(sys.capacityMinSpaces)}–${plain(sys.capacityMaxSpaces)} ${text.labels.spaces} · ${automation}`,
      page: doc.bufferedPageRange().count,
    });
  });
  servicesAndContactPage(doc, text);
  const servicesPage = doc.bufferedPageRange().count;
  doc.switchToPage(1);
  contentsPage(doc, text, [
    { heading: text.systemsHeading, entries: systemEntries },
    {
      entries: [
        { title: text.servicesHeading, page: servicesPage },
        { title: text.contactHeading, page: servicesPage },
      ],
    },
  ]);
  footers(doc, text);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await written;
  const { size } = await stat(path.join(outDir, file));
  return { file, pages, products: systemEntries.length, bytes: size };
}

/** Writes the six catalogues and their manifest into `outDir`; returns the manifest. */
export async function writeCatalogs(outDir: string): Promise<CatalogManifest> {
  await mkdir(outDir, { recursive: true });
  const write = (code: CatalogLanguage) => writeCatalog(code, outDir);
  // One by name, so a language added to the catalogue without a file here is a type error.
  const [ro, en, fr, ru, it, de] = await Promise.all([
    write("ro"),
    write("en"),
    write("fr"),
    write("ru"),
    write("it"),
    write("de"),
  ]);
  const manifest: CatalogManifest = {
    version: 1,
    generatedAt: new Date().toISOString(),
    catalogs: { ro, en, fr, ru, it, de },
  };
  await writeFile(path.join(outDir, CATALOG_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
