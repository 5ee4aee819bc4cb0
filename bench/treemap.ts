/**
 * What each first-load chunk of the browser build holds, from the treemap data that
 * `ANALYZE=1 npm run build` writes (bench/results/treemap.json; the picture is treemap.html).
 * Modules are grouped by package (node_modules) or by app folder, sizes as brotli of the module's
 * own rendered code (a chunk's whole file compresses a little better than the sum of its parts).
 * Usage: ANALYZE=1 npm run build && npx tsx bench/treemap.ts [chunk-name-prefix ...]   (default: framework app root entry)
 */
import { readFileSync } from "node:fs";

type Part = { renderedLength: number; gzipLength: number; brotliLength: number };
type Meta = { id: string; moduleParts: Record<string, string> };
type Data = { nodeParts: Record<string, Part>; nodeMetas: Record<string, Meta> };

const data = JSON.parse(readFileSync("bench/results/treemap.json", "utf8")) as Data;
const prefixes = process.argv.slice(2).length ? process.argv.slice(2) : ["framework", "app", "root", "entry.client"];

/** "react-dom" for a file under node_modules/react-dom, "app/components/site" for our own. */
function groupOf(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1]!;
  const own = /\/(app\/[^/]+(?:\/[^/]+)?)\//.exec(id);
  return own ? own[1]! : id.replace(/^.*\//, "");
}

const chunks = new Map<string, Map<string, Part>>();
for (const meta of Object.values(data.nodeMetas)) {
  for (const [bundle, partId] of Object.entries(meta.moduleParts)) {
    const name = bundle.replace(/^assets\//, "");
    if (!prefixes.some((p) => name.startsWith(`${p}-`))) continue;
    const part = data.nodeParts[partId]!;
    const groups = chunks.get(name) ?? new Map<string, Part>();
    const sum = groups.get(groupOf(meta.id)) ?? { renderedLength: 0, gzipLength: 0, brotliLength: 0 };
    sum.renderedLength += part.renderedLength;
    sum.gzipLength += part.gzipLength;
    sum.brotliLength += part.brotliLength;
    groups.set(groupOf(meta.id), sum);
    chunks.set(name, groups);
  }
}

const kib = (n: number) => (n / 1024).toFixed(1);
for (const [chunk, groups] of [...chunks].sort()) {
  const rows = [...groups].sort((a, b) => b[1].brotliLength - a[1].brotliLength);
  const total = rows.reduce((s, [, p]) => s + p.brotliLength, 0);
  console.log(`\n${chunk}: ${kib(total)} KiB brotli (sum of modules)\n`);
  console.log("| part | raw KiB | brotli KiB |");
  console.log("| --- | --: | --: |");
  for (const [group, part] of rows.slice(0, 12))
    console.log(`| ${group} | ${kib(part.renderedLength)} | ${kib(part.brotliLength)} |`);
  if (rows.length > 12) console.log(`| (${rows.length - 12} more) | | |`);
}
