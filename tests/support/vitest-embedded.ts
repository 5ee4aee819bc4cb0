import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { embeddedDatabaseUrl, leaseEmbeddedCluster } from "../../app/server/db/embedded-postgres.server";

/**
 * Vitest's global set-up: one embedded PostgreSQL cluster for the whole run, in a throwaway
 * DATA_DIR; each database test file creates a database of its own in it (tests/support/databases.ts).
 * Stopped and removed at the end.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitest-embedded-"));
  const lease = await leaseEmbeddedCluster(dataDir, { role: "command" });
  process.env.EMBEDDED_TEST_DATABASE_URL = embeddedDatabaseUrl(dataDir, "postgres");
  return async () => {
    await lease.release();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
