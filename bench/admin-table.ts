/**
 * The lists' tables at scale: 100,000 rows in each of contacts, leads, opportunities and tasks
 * (the seed command's generator), then the query a table page runs (one query: its page of rows in
 * the chosen order and the cards over every matching row) for every sortable column of each
 * table, both directions, on the first page and a deep one, with and without "Mine". Prints
 * p50/p95/max per list and column. Target: p95 under 50 ms for every column; `--assert` exits 1
 * past it.
 *   npx tsx bench/admin-table.ts [--rows 100000] [--repeat 5] [--assert]
 * On the embedded PostgreSQL (the default database), or on the server of DATABASE_URL (a fresh
 * database is created on it). The app's modules load through Vite, so the code timed is the
 * screens' own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "kysely";
import { appModules } from "./app-modules";
import { addStaff } from "../tests/support/staff";
import { leaseEmbeddedCluster } from "../app/server/db/embedded-postgres.server";
import type * as DbServer from "../app/server/db/db.server";
import type * as MigrateServer from "../app/server/db/migrate.server";
import type * as SeedServer from "../app/entities/seed.server";
import type * as ListQueryServer from "../app/admin-kit/lists/query.server";
import type * as Screens from "../app/features/admin/records/screens.server";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const rows = Number(option("rows", "100000"));
const repeat = Number(option("repeat", "5"));
const assert = args.includes("--assert");
const TARGET_MS = 50;
const TODAY = new Date().toISOString().slice(0, 10);

const vite = await appModules();
const { load } = vite;
const { openDatabase } = await load<typeof DbServer>("/app/server/db/db.server.ts");
const { migrateToLatest } = await load<typeof MigrateServer>("/app/server/db/migrate.server.ts");
const { seedLiveTables } = await load<typeof SeedServer>("/app/entities/seed.server.ts");
const { queryList } = await load<typeof ListQueryServer>("/app/admin-kit/lists/query.server.ts");
const { recordScreens } = await load<typeof Screens>("/app/features/admin/records/screens.server.ts");

type Row = { list: string; column: string; p50: number; p95: number; max: number };
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure(open: () => ReturnType<typeof openDatabase>): Promise<{ rows: Row[]; counts: string }> {
  const handle = await open();
  try {
    await migrateToLatest(handle.db);
    // A team of five administrators, so that the generator shares the leads, opportunities and
    // tasks among them and "Mine" is a fifth of each list.
    for (let i = 1; i <= 5; i++) await addStaff(handle.db, { id: `bench-admin-${i}`, name: `Bench Admin ${i}` });
    // The generator writes a tenth as many opportunities and tasks as its `rows`.
    await seedLiveTables(handle.db, rows, ["contacts", "leads"]);
    await seedLiveTables(handle.db, rows * 10, ["opportunities", "tasks"]);
    // What autovacuum does after a bulk load: statistics, and the visibility map that lets the
    // cards and the pages' ids be read from indexes alone.
    await sql`vacuum analyze`.execute(handle.db);
    const results: Row[] = [];
    const counted: string[] = [];
    for (const screen of Object.values(recordScreens)) {
      const list = screen.list;
      const table = list.view.table;
      if (!table) continue;
      // "Mine" as the owner of the first owned row sees it.
      const owners = table.owned
        ? (
            await sql<{ owner: string | null }>`
              select assigned_to as owner from ${sql.table(list.table)} where assigned_to is not null limit 1`.execute(
              handle.db,
            )
          ).rows
        : [];
      const owner = owners[0]?.owner ?? undefined;
      const first = await queryList(handle.db, list as never, { q: "" }, 1, TODAY);
      counted.push(`${list.table} ${first.matching.toLocaleString("en")}`);
      const deep = Math.max(1, Math.floor(first.matching / 50 / 2));
      for (const column of table.columns) {
        if (column.sortable === false) continue;
        const cases = (["asc", "desc"] as const).flatMap((dir) => [
          { order: { sort: column.field, dir, size: 50 }, page: 1 },
          { order: { sort: column.field, dir, size: 50 }, page: deep },
          ...(owner ? [{ order: { sort: column.field, dir, size: 50, owner }, page: 1 }] : []),
        ]);
        // One warm-up pass, then the timed ones.
        for (const c of cases) await queryList(handle.db, list as never, { q: "" }, c.page, TODAY, c.order);
        const times: number[] = [];
        for (let r = 0; r < repeat; r++)
          for (const c of cases) {
            const t0 = performance.now();
            await queryList(handle.db, list as never, { q: "" }, c.page, TODAY, c.order);
            times.push(performance.now() - t0);
          }
        times.sort((a, b) => a - b);
        results.push({
          list: list.table,
          column: column.field,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          max: times.at(-1)!,
        });
      }
    }
    return { rows: results, counts: counted.join(", ") };
  } finally {
    await handle.close();
  }
}

let result: { rows: Row[]; counts: string };
let database: string;
try {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    database = "PostgreSQL (DATABASE_URL)";
    const name = `bench_table_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const databaseUrl = serverUrl.replace(/\/[^/?]+(\?.*)?$/, `/${name}`);
    result = await measure(() => openDatabase({ databaseUrl, dataDir: tmpdir() }));
  } else {
    database = "embedded PostgreSQL";
    const dataDir = mkdtempSync(path.join(tmpdir(), "bench-table-"));
    const lease = await leaseEmbeddedCluster(dataDir, { role: "command" });
    try {
      result = await measure(() => openDatabase({ dataDir }));
    } finally {
      await lease.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await vite.close();
}

console.log(
  `List tables on ${database}: ${result.counts}; each sortable column both ways, page 1 and a middle page of 50, and "Mine" where the list has owners; ${repeat} runs each\n`,
);
console.log("| list | sorted by | p50 | p95 | max |");
console.log("| --- | --- | --: | --: | --: |");
for (const r of result.rows) console.log(`| ${r.list} | ${r.column} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} |`);
const slow = result.rows.filter((r) => r.p95 >= TARGET_MS);
if (slow.length) console.log(`\nOver ${TARGET_MS} ms at p95: ${slow.map((r) => `${r.list}.${r.column}`).join(", ")}`);
if (assert && slow.length) process.exit(1);
