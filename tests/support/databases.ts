import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/server/db/db.server";
import { migrateToLatest } from "../../app/server/db/migrate.server";
import type { Database } from "../../app/server/db/schema";

export type TestDatabase = {
  name: "pglite" | "postgres";
  open: () => Promise<DatabaseHandle>;
  cleanup: () => Promise<void>;
};

/**
 * The back ends every database test runs on: PGlite in a fresh folder, and the PostgreSQL server
 * that scripts/test-all.sh starts (TEST_DATABASE_URL), in a fresh schema per test file. Both are
 * removed after the file's tests.
 */
export function testDatabases(): TestDatabase[] {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-test-"));
  const list: TestDatabase[] = [
    {
      name: "pglite",
      open: () => openDatabase({ dataDir }),
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  // The full run (scripts/test-all.sh) requires PostgreSQL: its tests must not silently vanish.
  if (!url && process.env.REQUIRE_POSTGRES)
    throw new Error("REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not: PostgreSQL did not start");
  if (url) {
    const schema = `t_${randomBytes(6).toString("hex")}`;
    const withSchema = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    let created = false;
    list.push({
      name: "postgres",
      open: async () => {
        if (!created) {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(`create schema if not exists ${schema}`);
          await client.end();
          created = true;
        }
        return openDatabase({ databaseUrl: withSchema, dataDir });
      },
      cleanup: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        // Demo Mode's data set sits in a schema of its own beside it (app/features/admin/demo).
        await client.query(`drop schema if exists ${schema}_demo cascade`);
        await client.end();
      },
    });
  }
  afterAll(async () => {
    for (const d of list) await d.cleanup();
  });
  return list;
}

/**
 * A test block's migrated database on one back end: opened and migrated before the block's
 * tests (its Kysely handed to `ready`), closed after them.
 */
export function migratedDatabase(target: TestDatabase, ready: (db: Kysely<Database>) => void): void {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
    ready(handle.db);
  });
  afterAll(async () => handle?.close());
}
