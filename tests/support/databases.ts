import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/server/db/db.server";
import { migrateToLatest } from "../../app/server/db/migrate.server";
import type { Database } from "../../app/server/db/schema";

export type TestDatabase = {
  name: "embedded" | "postgres";
  /** The file's database's address (its schema's, on the external server). */
  url: string;
  /** The file's database, empty: for tests of migrating itself. */
  open: () => Promise<DatabaseHandle>;
  /** The file's database with every migration applied. */
  openMigrated: () => Promise<DatabaseHandle>;
  cleanup: () => Promise<void>;
};

/** The embedded cluster's database that Vitest's global set-up migrates once, copied per test file. */
export const MIGRATED_TEMPLATE = "migrated_template";

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The back ends every database test runs on: the embedded PostgreSQL cluster that Vitest's global
 * set-up starts (tests/support/vitest-embedded.ts), in a fresh database per test file (a copy of the
 * migrated template when the file wants it migrated); and, when
 * TEST_DATABASE_URL is set (scripts/test-all.sh), that external PostgreSQL server, in a fresh schema
 * per test file. Both are removed after the file's tests.
 */
export function testDatabases(): TestDatabase[] {
  const suffix = randomBytes(6).toString("hex");
  const embeddedUrl = process.env.EMBEDDED_TEST_DATABASE_URL;
  if (!embeddedUrl) throw new Error("EMBEDDED_TEST_DATABASE_URL is not set: run the tests through Vitest's config");
  const name = `t_${suffix}`;
  const fileUrl = embeddedUrl.replace(/\/[^/]*$/, `/${name}`);
  let created = false;
  const create = async (template: string) => {
    if (!created) {
      await withClient(embeddedUrl, (client) => client.query(`create database ${name} template ${template}`));
      created = true;
    }
    return openDatabase({ databaseUrl: fileUrl, dataDir: "" });
  };
  const list: TestDatabase[] = [
    {
      name: "embedded",
      url: fileUrl,
      open: () => create("template1"),
      openMigrated: () => create(MIGRATED_TEMPLATE),
      cleanup: async () => {
        if (created)
          await withClient(embeddedUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  // The full run (scripts/test-all.sh) requires PostgreSQL: its tests must not silently vanish.
  if (!url && process.env.REQUIRE_POSTGRES)
    throw new Error("REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not: PostgreSQL did not start");
  if (url) {
    const schema = `t_${suffix}`;
    const withSchema = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    let schemaCreated = false;
    const open = async () => {
      if (!schemaCreated) {
        await withClient(url, (client) => client.query(`create schema if not exists ${schema}`));
        schemaCreated = true;
      }
      return openDatabase({ databaseUrl: withSchema, dataDir: "" });
    };
    list.push({
      name: "postgres",
      url: withSchema,
      open,
      // A schema has no template to copy: the file's schema is migrated in place.
      openMigrated: async () => {
        const handle = await open();
        await migrateToLatest(handle.db);
        return handle;
      },
      cleanup: async () =>
        withClient(url, async (client) => {
          await client.query(`drop schema if exists ${schema} cascade`);
          // Demo Mode's data set sits in a schema of its own beside it (app/features/admin/demo).
          await client.query(`drop schema if exists ${schema}_demo cascade`);
        }),
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
    handle = await target.openMigrated();
    ready(handle.db);
  });
  afterAll(async () => handle?.close());
}
