/**
 * Lighthouse 12 (default mobile preset: emulated Moto G Power, simulated slow 4G and 4x CPU throttling)
 * against the production server, in Debian's Chromium. One run per path, or the run with the median
 * performance score out of --runs N. Raw reports go to bench/results/lighthouse.json.
 * Usage: npx tsx bench/lighthouse.ts [--runs N] [--assert] [path ...]   (default paths: / /ro)
 * Targets: performance >= 95; accessibility, best practices and SEO = 100.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { startServer } from "../tests/support/server";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

const args = process.argv.slice(2);
const assert = args.includes("--assert");
let runs = 1;
const paths: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === "--assert") continue;
  if (arg === "--runs") runs = Math.max(1, Math.floor(Number(args[++i])) || 1);
  else if (arg.startsWith("--runs=")) runs = Math.max(1, Math.floor(Number(arg.slice(7))) || 1);
  else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
  else paths.push(arg.startsWith("/") ? arg : `/${arg}`);
}
if (!paths.length) paths.push("/", "/ro");

const score = (lhr: Result, c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`);
/** A report value as text: a string as it is, a number or flag as written, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : (JSON.stringify(value) ?? "");
const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1)}…` : s).replace(/\s+/g, " ");

/** A few readable lines from an audit's details: failing elements, resources or table rows. */
function detailLines(details: unknown, max = 5): string[] {
  let items = (details as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  // "list" details nest tables; network trees and other list sections do not read well as lines.
  items = items.flatMap((i) =>
    (i as { type?: string })?.type === "table" ? ((i as { items?: unknown[] }).items ?? []) : [i],
  );
  items = items.filter(
    (i) => typeof i === "object" && i !== null && !("type" in i && (i as { type: string }).type !== "node"),
  );
  const lines: string[] = [];
  for (const raw of items.slice(0, max)) {
    const item = raw as Record<string, unknown>;
    const node = (item.node ?? item.relatedNode) as Record<string, unknown> | undefined;
    const parts: string[] = [];
    if (node?.type === "node") {
      parts.push(`${asText(node.selector ?? "")} ${clip(asText(node.snippet ?? ""), 120)}`);
      if (node.explanation) parts.push(`\n        ${clip(asText(node.explanation).replace(/\n/g, " "), 300)}`);
    } else {
      for (const [key, value] of Object.entries(item)) {
        if (value === null || value === undefined || ["subItems", "debugData", "node"].includes(key)) continue;
        const text = typeof value === "number" ? String(Math.round(value * 1000) / 1000) : asText(value);
        parts.push(`${key}=${clip(text, 100)}`);
      }
    }
    if (parts.length) lines.push(`      - ${parts.join(" ")}`);
  }
  if (items.length > max) lines.push(`      … and ${items.length - max} more`);
  return lines;
}

/** Audits that keep a category below 100; for performance, the scored metrics below 0.9 first,
 * then the diagnostics Lighthouse flags (weight 0, score below 0.9) and, if TBT fails, the long tasks. */
function failingAudits(lhr: Result, c: Category): string[] {
  const out: string[] = [];
  const refs = [...(lhr.categories[c]?.auditRefs ?? [])].sort((a, b) => b.weight - a.weight);
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || ["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode))
      continue;
    if (audit.score >= (c === "performance" ? 0.9 : 1)) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : "";
    out.push(`  - ${audit.id}: ${audit.title}${value} [score ${audit.score}, weight ${ref.weight}]`);
    out.push(...detailLines(audit.details, ref.weight > 0 || c !== "performance" ? 8 : 3));
    if (ref.id === "total-blocking-time") {
      const longTasks = lhr.audits["long-tasks"];
      if (longTasks)
        out.push(
          `    long-tasks: ${longTasks.title} (${longTasks.displayValue ?? ""})`,
          ...detailLines(longTasks.details, 6),
        );
    }
  }
  return out;
}

const server = await startServer({ LOG_LEVEL: "warn" });
// A production server is warm: render each page once before measuring, as a first visitor would have.
for (const p of paths) await (await fetch(`${server.url}${p}`)).text();
let chrome: chromeLauncher.LaunchedChrome | undefined;
const results: { path: string; lhr: Result; performanceRuns: number[] }[] = [];
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === "--headless" ? "--headless=new" : flag)),
    logLevel: "silent",
  });
  const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] };
  for (const p of paths) {
    const lhrs: Result[] = [];
    for (let i = 0, failures = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}${p}`, flags);
      if (!result) throw new Error(`Lighthouse returned no result for ${p}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        // Trace recording fails now and then (NO_NAVSTART, NO_FCP): run again, up to twice per path.
        if (++failures > 2)
          throw new Error(`Lighthouse failed on ${p}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        process.stderr.write(`${p}: ${lhr.runtimeError.code}, running again\n`);
        i--;
        continue;
      }
      for (const w of lhr.runWarnings) console.warn(`warning (${p}): ${w}`);
      lhrs.push(lhr);
      process.stderr.write(`${p} run ${i + 1}/${runs}: performance ${score(lhr, "performance")}\n`);
    }
    const sorted = [...lhrs].sort((a, b) => score(a, "performance") - score(b, "performance"));
    results.push({
      path: p,
      lhr: sorted[Math.floor((sorted.length - 1) / 2)]!,
      performanceRuns: lhrs.map((l) => score(l, "performance")),
    });
  }
} finally {
  chrome?.kill();
  await server.stop();
}

const outDir = path.resolve("bench/results");
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, "lighthouse.json"),
  JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2),
);

const first = results[0]!.lhr;
console.log(
  `\nLighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor} preset, ${first.configSettings.throttlingMethod} throttling, ${runs === 1 ? "1 run" : `median of ${runs} runs`} per path`,
);
console.log(
  `${first.environment.hostUserAgent}, CPU benchmark index ${Math.round(first.environment.benchmarkIndex)}\n`,
);
console.log("| path | performance | accessibility | best practices | SEO | LCP | TBT (ms) | CLS |");
console.log("| --- | --: | --: | --: | --: | --: | --: | --: |");
let missed = false;
for (const { path: p, lhr } of results) {
  const s = CATEGORIES.map((c) => score(lhr, c));
  if (CATEGORIES.some((c) => score(lhr, c) < TARGETS[c])) missed = true;
  const lcp = ms(metric(lhr, "largest-contentful-paint"));
  const tbt = Math.round(metric(lhr, "total-blocking-time"));
  const cls = metric(lhr, "cumulative-layout-shift").toFixed(3);
  console.log(`| ${p} | ${s.join(" | ")} | ${lcp} | ${tbt} | ${cls} |`);
}
if (runs > 1) for (const r of results) console.log(`\n${r.path} performance per run: ${r.performanceRuns.join(", ")}`);

for (const { path: p, lhr } of results) {
  for (const c of CATEGORIES) {
    const s = score(lhr, c);
    if (s >= (c === "performance" ? TARGETS.performance : 100)) continue;
    console.log(`\n${p}: ${lhr.categories[c]?.title ?? c} ${s} (target ${TARGETS[c]})`);
    const lines = failingAudits(lhr, c);
    console.log(lines.length ? lines.join("\n") : "  (no single failing audit; see bench/results/lighthouse.json)");
  }
}
console.log(`\nRaw reports: ${path.relative(process.cwd(), path.join(outDir, "lighthouse.json"))}`);
if (assert && missed) {
  console.error("\nA Lighthouse target was missed (performance >= 95, accessibility/best practices/SEO = 100).");
  process.exit(1);
}
