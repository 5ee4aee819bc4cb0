import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { quoteRequestRow } from "../../../tests/support/arrivals";
import { DatabaseBusyError, embeddedDatabaseUrl, leaseEmbeddedCluster, pglitePaths } from "./embedded-postgres.server";
import { migrateToLatest } from "./migrate.server";
import { importPglite, PGlitePool } from "./pglite-import.server";
import type { Database } from "./schema";

const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-import-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A DATA_DIR as the earlier version left it: its database in DATA_DIR/pglite, with a quote request. */
async function earlierDataDir(email: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const folder = pglitePaths(dataDir).folder;
  mkdirSync(folder, { recursive: true });
  const pglite = await PGlite.create(folder, { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  await migrateToLatest(db);
  await db.insertInto("quote_requests").values(quoteRequestRow({ email })).execute();
  await db.destroy();
}

it("refuses a DATA_DIR holding a PGlite database, saying how to import it; the import copies its rows and keeps it", async () => {
  const email = "earlier@example.ro";
  await earlierDataDir(email);
  await expect(leaseEmbeddedCluster(dataDir, { role: "server" })).rejects.toThrow(DatabaseBusyError);
  await expect(leaseEmbeddedCluster(dataDir, { role: "command" })).rejects.toThrow(
    /holds a database of the earlier embedded engine \(PGlite\).*npm run db -- import-pglite.*Nothing is deleted/s,
  );
  const lines: string[] = [];
  const code = await importPglite(dataDir, { log: (l) => lines.push(l), error: (l) => lines.push(l) });
  expect(code, lines.join("\n")).toBe(0);
  expect(lines.at(-1)).toMatch(/Imported \d+ rows in \d+ tables/);
  // The old folder is kept, and the backup the rows went through.
  expect(existsSync(path.join(pglitePaths(dataDir).folder, "PG_VERSION"))).toBe(true);
  expect(readdirSync(dataDir).some((f) => /^pglite-export-.*\.backup$/.test(f))).toBe(true);

  const lease = await leaseEmbeddedCluster(dataDir, { role: "server" });
  try {
    const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
    await client.connect();
    const { rows } = await client.query<{ email: string }>("select email from quote_requests");
    await client.end();
    expect(rows).toEqual([{ email }]);
  } finally {
    await lease.release();
  }
  // A second import is refused: the rows are in already.
  expect(await importPglite(dataDir, { log: () => {}, error: (l) => lines.push(l) })).toBe(1);
  expect(lines.at(-1)).toMatch(/was imported already/);
  // Two database engines start, one of them compiled to WebAssembly, and a new cluster is made:
  // beside a busy test run that takes longer than the usual budget.
}, 120_000);
