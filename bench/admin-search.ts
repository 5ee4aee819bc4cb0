/**
 * Live Mode list search at scale: 100,000 contacts and 100,000 leads seeded (the seed command's
 * generator), then the server-side list query (one query: its page of 24 rows and the cards over
 * every matching row, as the Contacts and Leads screens run it) for ten terms, on PostgreSQL and
 * on the embedded PostgreSQL. Prints p50/p95/max per database and list. Target: p95 under 50 ms.
 *   npx tsx bench/admin-search.ts [--rows 100000] [--repeat 10] [--only postgres|embedded]
 * PostgreSQL: the server in DATABASE_URL (a fresh database is created on it), or else a throwaway
 * server started with scripts/test-postgres.sh. The app's modules load through Vite (they use its
 * aliases and bundle the migrations), so what is timed is the code the screens run.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { appModules } from "./app-modules";
import { leaseEmbeddedCluster } from "../app/server/db/embedded-postgres.server";
import type * as DbServer from "../app/server/db/db.server";
import type * as MigrateServer from "../app/server/db/migrate.server";
import type * as SeedServer from "../app/entities/seed.server";
import type * as ListQueryServer from "../app/admin-kit/lists/query.server";
import type * as OverviewServer from "../app/features/admin/overview.server";
import type * as ContactList from "../app/entities/contact/list.server";
import type * as LeadList from "../app/entities/lead/list.server";
import type * as SearchServer from "../app/features/admin/search.server";
import type * as Permissions from "../app/domain/account/permissions";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const rows = Number(option("rows", "100000"));
const repeat = Number(option("repeat", "10"));
const only = option("only", "");
const terms = [
  "popescu",
  "office tower",
  "cluj",
  "ana",
  "hotel",
  "müller",
  "carpathia",
  "contact4242",
  "iași",
  "zzz-no-match",
];
const TODAY = new Date().toISOString().slice(0, 10);

const vite = await appModules();
const { load } = vite;
const { openDatabase } = await load<typeof DbServer>("/app/server/db/db.server.ts");
const { migrateToLatest } = await load<typeof MigrateServer>("/app/server/db/migrate.server.ts");
const { seedLiveTables } = await load<typeof SeedServer>("/app/entities/seed.server.ts");
const { queryList } = await load<typeof ListQueryServer>("/app/admin-kit/lists/query.server.ts");
const { analyticsFigures, dashboardMetrics } = await load<typeof OverviewServer>(
  "/app/features/admin/overview.server.ts",
);
const { contactList } = await load<typeof ContactList>("/app/entities/contact/list.server.ts");
const { leadList } = await load<typeof LeadList>("/app/entities/lead/list.server.ts");
const { searchEverything } = await load<typeof SearchServer>("/app/features/admin/search.server.ts");
const { adminPermissions } = await load<typeof Permissions>("/app/domain/account/permissions.ts");

type Row = {
  database: string;
  list: string;
  p50: number;
  p95: number;
  max: number;
  matching: string;
  seedSeconds: number;
};
const overview: string[] = [];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(database: string, open: () => ReturnType<typeof openDatabase>): Promise<Row[]> {
  const handle = await open();
  try {
    await migrateToLatest(handle.db);
    const started = performance.now();
    await seedLiveTables(handle.db, rows, ["contacts", "leads"]);
    const seedSeconds = (performance.now() - started) / 1000;
    const results: Row[] = [];
    for (const [name, list] of [
      ["contacts", contactList],
      ["leads", leadList],
    ] as const) {
      const times: number[] = [];
      const matches: number[] = [];
      // One warm-up pass (first plans, caches), then the timed passes.
      for (const q of terms) await queryList(handle.db, list as never, { q }, 1, TODAY);
      for (let r = 0; r < repeat; r++) {
        for (const q of terms) {
          const t0 = performance.now();
          const page = await queryList(handle.db, list as never, { q }, 1, TODAY);
          times.push(performance.now() - t0);
          if (r === 0) matches.push(page.matching);
        }
      }
      times.sort((a, b) => a - b);
      results.push({
        database,
        list: name,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times.at(-1)!,
        matching: `${Math.min(...matches)}–${Math.max(...matches)}`,
        seedSeconds,
      });
    }
    // The overview screens' figures, computed by the database (decision 0008): one warm-up, then timed.
    await dashboardMetrics(handle.db, TODAY, () => true);
    let t0 = performance.now();
    await dashboardMetrics(handle.db, TODAY, () => true);
    const dashboard = performance.now() - t0;
    await analyticsFigures(handle.db, "12m", TODAY, () => true);
    t0 = performance.now();
    await analyticsFigures(handle.db, "12m", TODAY, () => true);
    overview.push(
      `${database}: dashboard figures ${ms(dashboard)}, analytics (12 months) ${ms(performance.now() - t0)}`,
    );
    // The top bar's search: every kind at once, each of the other four kinds seeded to as many rows
    // as contacts (the generator makes a tenth as many opportunities and invoices as its `rows`, and a
    // hundredth as many affiliates and campaigns; affiliate codes, three letters and a year, are unique).
    await seedLiveTables(handle.db, rows * 10, ["opportunities", "invoices"]);
    await seedLiveTables(handle.db, rows * 100, ["affiliates", "campaigns"]);
    const counted: string[] = [];
    for (const kind of ["contacts", "leads", "opportunities", "invoices", "affiliates", "campaigns"] as const) {
      const { count } = await handle.db
        .selectFrom(kind)
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .executeTakeFirstOrThrow();
      counted.push(`${kind} ${Number(count).toLocaleString("en")}`);
    }
    overview.push(`${database}: top-bar search over ${counted.join(", ")}`);
    const everything = [...adminPermissions];
    for (const q of terms) await searchEverything(handle.db, q, everything);
    const times: number[] = [];
    const found: number[] = [];
    for (let r = 0; r < repeat; r++)
      for (const q of terms) {
        const t1 = performance.now();
        const groups = await searchEverything(handle.db, q, everything);
        times.push(performance.now() - t1);
        if (r === 0) found.push(groups.reduce((sum, g) => sum + g.hits.length, 0));
      }
    times.sort((a, b) => a - b);
    results.push({
      database,
      list: "top-bar search (6 kinds)",
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1)!,
      matching: `${Math.min(...found)}–${Math.max(...found)} shown`,
      seedSeconds,
    });
    return results;
  } finally {
    await handle.close();
  }
}

const table: Row[] = [];
try {
  if (only !== "embedded") {
    let serverUrl = process.env.DATABASE_URL;
    let stopPostgres = () => {};
    if (!serverUrl) {
      const exports = execFileSync("bash", ["scripts/test-postgres.sh", "start"], {
        encoding: "utf8",
        env: { ...process.env, PG_TEST_PORT: process.env.PG_TEST_PORT ?? "54339" },
      });
      serverUrl = exports.match(/TEST_DATABASE_URL=(\S+)/)![1]!;
      const dir = exports.match(/PG_TEST_DIR=(\S+)/)![1]!;
      stopPostgres = () => execFileSync("bash", ["scripts/test-postgres.sh", "stop", dir], { stdio: "ignore" });
    }
    try {
      const name = `bench_search_${Date.now()}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const databaseUrl = serverUrl.replace(/\/[^/?]+(\?.*)?$/, `/${name}`);
      table.push(...(await measure("PostgreSQL", () => openDatabase({ databaseUrl, dataDir: tmpdir() }))));
    } finally {
      stopPostgres();
    }
  }
  if (only !== "postgres") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bench-search-"));
    const lease = await leaseEmbeddedCluster(dataDir, { role: "command" });
    try {
      table.push(...(await measure("embedded", () => openDatabase({ dataDir }))));
    } finally {
      await lease.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await vite.close();
}

console.log(
  `Live list search: ${rows.toLocaleString("en")} contacts and ${rows.toLocaleString("en")} leads, ${terms.length} terms × ${repeat} runs per list (one query: page of 24 + cards over all matches)\n`,
);
console.log(`Terms: ${terms.join(", ")}\n`);
console.log("| database | list | p50 | p95 | max | rows matching a term | seeding both tables |");
console.log("| --- | --- | --: | --: | --: | --: | --: |");
for (const r of table)
  console.log(
    `| ${r.database} | ${r.list} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.matching} | ${r.seedSeconds.toFixed(1)} s |`,
  );
console.log(`\nOverview figures with these rows: ${overview.join("; ")}`);
const slow = table.filter((r) => r.database === "PostgreSQL" && r.p95 >= 50);
if (slow.length) {
  console.error(`\np95 at or over 50 ms on PostgreSQL: ${slow.map((r) => r.list).join(", ")}`);
  process.exitCode = 1;
}
