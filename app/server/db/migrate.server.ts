import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { log } from "../log.server";

/** The SQL files of db/migrations, bundled into the server build; applied in name order. */
const files = import.meta.glob<string>("../../../db/migrations/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

const nameOf = (file: string) =>
  file
    .split("/")
    .pop()!
    .replace(/\.sql$/, "");

class SqlFileMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const [file, text] of Object.entries(files)) {
      migrations[nameOf(file)] = { up: async (db) => void (await sql.raw(text).execute(db)) };
    }
    return migrations;
  }
}

/**
 * Applies the migrations not yet applied, each in a transaction; Kysely's lock table keeps two
 * server processes starting together from applying one twice. A second run changes nothing.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return migrate(db);
}

/** The names of the migrations this build has, in the order they apply. */
export function migrationNames(): string[] {
  return Object.keys(files).map(nameOf).sort();
}

/** Applies the migrations up to `target` and no further (a backup is loaded at its own level). */
export async function migrate<DB>(db: Kysely<DB>, target?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrations() });
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  const applied = (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  for (const r of results ?? [])
    if (r.status === "Error") log.error({ migration: r.migrationName }, "migration failed");
  if (error) throw error instanceof Error ? error : new Error("migration failed", { cause: error });
  if (applied.length) log.info({ applied }, "migrations applied");
  return applied;
}
