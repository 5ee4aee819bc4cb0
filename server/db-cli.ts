/**
 * Backs up and restores the site's data (backup.server.ts: a logical dump, gzipped).
 *   npm run db -- backup FILE             while the site runs, too: a consistent snapshot
 *   npm run db -- restore FILE [--force]  into the embedded database, with the site stopped;
 *                                         --force moves an existing database aside
 *   npm run db -- import-pglite           copies the earlier embedded engine's database (DATA_DIR/pglite)
 *                                         into the embedded PostgreSQL, once, with the site stopped
 */
import { existsSync } from "node:fs";
import { BackupError, checkBackup, loadBackup, moveAside, writeBackup } from "../app/server/db/backup.server";
import { openDatabase } from "../app/server/db/db.server";
import { clusterPaths, leaseEmbeddedCluster, stopCluster } from "../app/server/db/embedded-postgres.server";
import { runCli, UsageError } from "./cli";

const USAGE = `Usage:
  npm run db -- backup FILE             a backup of the site's data (while the site runs, too)
  npm run db -- restore FILE [--force]  restore a backup into the embedded database in DATA_DIR (stop the
                                        site first; --force moves an existing database aside, nothing is deleted)
  npm run db -- import-pglite           copy the database of the earlier embedded engine (DATA_DIR/pglite) into the
                                        embedded PostgreSQL, with the site stopped (the old folder is kept as it is)`;

const POSTGRES_RESTORE = `DATABASE_URL is set: restore into PostgreSQL with its own tools, from a pg_dump backup.
  backup:  pg_dump --format=custom --file=site.dump "$DATABASE_URL"
  restore: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" site.dump
(npm run db -- backup also works there; its files restore into the embedded database.)`;

/** Refused before anything was changed: the message says what to do. */
class Refusal extends Error {}

async function restore(dataDir: string, file: string, force: boolean): Promise<number> {
  try {
    await checkBackup(file);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
  const { cluster } = clusterPaths(dataDir);
  const moved: { to?: string } = {};
  let lease;
  try {
    // Refused while the site runs (exit 3): the restore replaces the database under it.
    lease = await leaseEmbeddedCluster(dataDir, {
      role: "command",
      exclusive: true,
      onLog: (message) => console.error(message),
      prepare: async () => {
        // A cluster left running by a server that was killed: stopped before it is moved.
        await stopCluster(dataDir);
        if (!existsSync(cluster)) return;
        if (!force)
          throw new Refusal(
            `${cluster} already holds a database. Restore into an empty DATA_DIR, or add --force to move the existing one aside first.`,
          );
        moved.to = moveAside(cluster);
      },
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    if (moved.to) console.log(`Existing database moved to ${moved.to}.`);
    const database = await openDatabase({ dataDir, poolSize: 1 });
    try {
      const { tables, rows } = await loadBackup(database.db, file);
      console.log(`Restored ${file} into ${cluster} (${rows} rows in ${tables} tables). Start the site.`);
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    await lease.release();
  }
}

runCli({
  usage: USAGE,
  options: { force: { type: "boolean" } },
  read: (values, [command, file, ...rest]) => {
    if (command === "import-pglite" && !file && !values.force) return { command, file: "", force: false } as const;
    if ((command !== "backup" && command !== "restore") || !file)
      throw new UsageError(command ? `Unknown command or missing file: ${command}` : "No command given");
    if (rest.length) throw new UsageError(`Unknown argument: ${rest.join(" ")}`);
    const force = values.force === true;
    if (force && command !== "restore") throw new UsageError("Unknown option: --force");
    return { command, file, force } as const;
  },
  opensDatabase: (args) => args.command === "backup",
  run: async (args, { env, database }) => {
    if (args.command === "backup") {
      const { tables, rows } = await writeBackup(database!.db, args.file);
      console.log(`Backup written to ${args.file} (${rows} rows in ${tables} tables).`);
      return 0;
    }
    if (env.DATABASE_URL) {
      console.error(POSTGRES_RESTORE);
      return 2;
    }
    if (args.command === "import-pglite") {
      // PGlite's code is loaded on this path only.
      const { importPglite } = await import("../app/server/db/pglite-import.server");
      return importPglite(env.DATA_DIR, { log: console.log, error: console.error });
    }
    return restore(env.DATA_DIR, args.file, args.force);
  },
});
