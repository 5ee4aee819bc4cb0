import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../app/server/db/db.server";
import { embeddedDatabaseUrl, leaseEmbeddedCluster } from "../../app/server/db/embedded-postgres.server";
import { migrateToLatest } from "../../app/server/db/migrate.server";
import { MIGRATED_TEMPLATE } from "./databases";

/**
 * Vitest's global set-up: one embedded PostgreSQL cluster for the whole run, in a throwaway
 * DATA_DIR; each database test file creates a database of its own in it (tests/support/databases.ts),
 * copied from a template database migrated here once when the file wants its schema ready.
 * Stopped and removed at the end.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitest-embedded-"));
  const lease = await leaseEmbeddedCluster(dataDir, { role: "command" });
  process.env.EMBEDDED_TEST_DATABASE_URL = embeddedDatabaseUrl(dataDir, "postgres");
  const admin = new pg.Client({ connectionString: process.env.EMBEDDED_TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${MIGRATED_TEMPLATE}`);
  await admin.end();
  // Copying a template needs it to have no connections: this one is closed before any file starts.
  const template = await openDatabase({ databaseUrl: embeddedDatabaseUrl(dataDir, MIGRATED_TEMPLATE), dataDir: "" });
  try {
    await migrateToLatest(template.db);
  } finally {
    await template.close();
  }
  return async () => {
    await lease.release();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
