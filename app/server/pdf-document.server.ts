import { createRequire } from "node:module";
import path from "node:path";
import type { Language } from "~/i18n/types";

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");

/**
 * A new A4 PDF in the back-office's documents' look: DejaVu Sans embedded and subset (so ă, â, î,
 * ș, ț print as they are) as the fonts "body" and "bold", and its bytes gathered as it is written;
 * `done` gives them once `doc.end()` is called. pdfkit and its font code are loaded by the first
 * document asked for, not by every worker at start.
 */
export async function openPdf(info: { title: string; author: string; lang: Language; margin: number }) {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: info.margin,
    lang: info.lang,
    info: { Title: info.title, Author: info.author },
  });
  doc.registerFont("body", path.join(fontDir, "DejaVuSans.ttf"));
  doc.registerFont("bold", path.join(fontDir, "DejaVuSans-Bold.ttf"));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}
