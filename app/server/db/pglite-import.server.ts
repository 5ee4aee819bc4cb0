import type { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from "kysely";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadBackup, writeBackup } from "./backup.server";
import { openDatabase } from "./db.server";
import {
  clusterPaths,
  DatabaseBusyError,
  leaseEmbeddedCluster,
  pglitePaths,
  processAlive,
} from "./embedded-postgres.server";
import { migrateToLatest } from "./migrate.server";

/**
 * The way over from the earlier embedded engine, PGlite (PostgreSQL compiled to WebAssembly, its
 * data in DATA_DIR/pglite): only `npm run db -- import-pglite` loads this module and PGlite itself.
 * It migrates the old database to this version's schema and writes a backup of it, which the
 * command then loads into the new cluster like any backup (the file is kept beside the old folder,
 * which is left as it was). Refused while the earlier server runs, or when a cluster exists.
 */
export async function importPglite(
  dataDir: string,
  out: { log: (line: string) => void; error: (line: string) => void },
): Promise<number> {
  const { folder, imported } = pglitePaths(dataDir);
  if (!existsSync(path.join(folder, "PG_VERSION"))) {
    out.error(`There is no PGlite database in ${folder} to import.`);
    return 1;
  }
  if (existsSync(imported)) {
    out.error(`${folder} was imported already (${readFileSync(imported, "utf8").trim()}).`);
    return 1;
  }
  // The earlier version's server kept its process id in pglite.lock while it ran.
  let lockPid = 0;
  try {
    lockPid = Number(readFileSync(path.join(dataDir, "pglite.lock"), "utf8").trim());
  } catch {
    // no lock file: it never ran, or it stopped cleanly
  }
  if (lockPid && lockPid !== process.pid && processAlive(lockPid))
    throw new DatabaseBusyError(`${folder} is in use by process ${lockPid} (the earlier server?). Stop it first.`);
  const { cluster } = clusterPaths(dataDir);
  if (existsSync(cluster)) {
    out.error(
      `${cluster} already holds a database: move it away first if the PGlite data should replace it (nothing was changed).`,
    );
    return 1;
  }
  const file = path.join(
    path.resolve(dataDir),
    `pglite-export-${new Date().toISOString().replace(/[:.]/g, "-")}.backup`,
  );
  out.log(`Reading ${folder} (this loads PGlite once, and takes a few seconds)...`);
  const read = await backupPglite(folder, file);
  out.log(`Wrote ${read.rows} rows in ${read.tables} tables to ${file}.`);
  const lease = await leaseEmbeddedCluster(dataDir, {
    role: "command",
    exclusive: true,
    importing: true,
    onLog: out.error,
  });
  try {
    const database = await openDatabase({ dataDir, poolSize: 1 });
    try {
      const { rows, tables } = await loadBackup(database.db, file);
      writeFileSync(imported, `into ${cluster} on ${new Date().toISOString()} through ${file}\n`, { mode: 0o600 });
      out.log(
        `Imported ${rows} rows in ${tables} tables into ${cluster}. ${folder} is kept as it was; start the site.`,
      );
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    await lease.release();
  }
}

/** Migrates the PGlite database in `folder` to this version's schema and writes a backup of it. */
export async function backupPglite(folder: string, file: string): Promise<{ tables: number; rows: number }> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const pglite = await PGlite.create(folder, { extensions: { pg_trgm } });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  try {
    await migrateToLatest(db);
    return await writeBackup(db, file);
  } finally {
    await db.destroy();
  }
}

/**
 * A pg-style pool over one embedded PGlite database, for Kysely's own PostgresDialect.
 * PGlite has a single connection, so the pool lends it to one client at a time: a transaction
 * holds it from BEGIN to COMMIT, and every other query waits its turn.
 */
export class PGlitePool implements PostgresPool {
  #tail: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.#closed) throw new Error("The embedded database is closed");
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    await previous;
    let released = false;
    const pglite = this.pglite;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- Kysely's client type also has a cursor overload of query(), which this pool does not offer (nothing here streams rows)
    return {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        // A script of several statements (a migration) cannot be a prepared statement: run it as one.
        if (parameters.length === 0 && /;\s*\S/.test(sql)) {
          const results = await pglite.exec(sql);
          const last = results[results.length - 1];
          // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- PGlite's exec() is not generic over the row type as query() is; a script's rows are whatever its last statement returns
          return { command: commandOf(sql), rowCount: last?.affectedRows ?? 0, rows: (last?.rows ?? []) as R[] };
        }
        const result = await pglite.query<R>(sql, [...parameters]);
        return { command: commandOf(sql), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release: () => {
        if (released) return;
        released = true;
        release();
      },
    } as PostgresPoolClient;
  }

  async end(): Promise<void> {
    this.#closed = true;
    await this.#tail;
    await this.pglite.close();
  }
}

/** The statement's command, as node-postgres reports it (Kysely reads it to count affected rows). */
function commandOf(sql: string): PostgresQueryResult<unknown>["command"] {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  if (word === "INSERT" || word === "UPDATE" || word === "DELETE" || word === "MERGE") return word;
  return "SELECT";
}
