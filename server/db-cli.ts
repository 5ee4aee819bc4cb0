/**
 * Backs up and restores the embedded database (DATA_DIR/pglite).
 *   npm run db -- backup FILE             safe while the server runs: the server takes it
 *   npm run db -- restore FILE [--force]  with the server stopped; --force moves an existing database aside
 * On PostgreSQL (DATABASE_URL set) the command says how to use pg_dump and pg_restore instead.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { backupThroughServer, moveAside, pgliteFolder, readBackup, writeBackup } from "../app/server/db/backup.server";
import { mkdirSync } from "node:fs";
import { openDatabase, takePgliteLock } from "../app/server/db/db.server";
import { runCli, UsageError } from "./cli";

const USAGE = `Usage:
  npm run db -- backup FILE             a backup of the embedded database (while the server runs, too)
  npm run db -- restore FILE [--force]  restore a backup into DATA_DIR (stop the server first;
                                        --force moves an existing database aside, nothing is deleted)`;

const POSTGRES_RECIPE = `DATABASE_URL is set: the data lives in PostgreSQL, which has its own tools.
  backup:  pg_dump --format=custom --file=site.dump "$DATABASE_URL"
  restore: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" site.dump
pg_dump takes a consistent snapshot while the site runs; stop the site before pg_restore.`;

async function backup(dataDir: string, file: string): Promise<number> {
  const fromServer = await backupThroughServer(dataDir);
  if (fromServer) {
    await writeBackup(file, fromServer);
    console.log(`Backup written to ${file} (${fromServer.length} bytes), taken by the running server.`);
    return 0;
  }
  if (!pgliteFolder(dataDir).inUse) {
    console.error(`There is no embedded database in ${dataDir} to back up.`);
    return 1;
  }
  const handle = await openDatabase({ dataDir, poolSize: 1 });
  try {
    const tarball = Buffer.from(await (await handle.dump!()).arrayBuffer());
    await writeBackup(file, tarball);
    console.log(`Backup written to ${file} (${tarball.length} bytes).`);
    return 0;
  } finally {
    await handle.close();
  }
}

async function restore(dataDir: string, file: string, force: boolean): Promise<number> {
  const tarball = await readBackup(file);
  // The data folder's lock, held to the end: refuses while the server (or another command) runs.
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = takePgliteLock(dataDir);
  try {
    return await restoreLocked(dataDir, file, tarball, force);
  } finally {
    releaseLock();
  }
}

async function restoreLocked(dataDir: string, file: string, tarball: Blob, force: boolean): Promise<number> {
  const { folder, inUse } = pgliteFolder(dataDir);
  if (inUse) {
    if (!force) {
      console.error(
        `${folder} already holds a database. Restore into an empty DATA_DIR, or add --force to move the existing one aside first.`,
      );
      return 1;
    }
    console.log(`Existing database moved to ${moveAside(folder)}.`);
  }
  const pglite = await PGlite.create(folder, { loadDataDir: tarball, extensions: { pg_trgm } });
  try {
    const { rows } = await pglite.query<{ n: number }>("select count(*)::int as n from kysely_migration");
    console.log(`Restored ${file} into ${folder} (${rows[0]?.n ?? 0} migrations applied). Start the server.`);
    return 0;
  } finally {
    await pglite.close();
  }
}

runCli({
  usage: USAGE,
  options: { force: { type: "boolean" } },
  read: (values, [command, file, ...rest]) => {
    if ((command !== "backup" && command !== "restore") || !file)
      throw new UsageError(command ? `Unknown command or missing file: ${command}` : "No command given");
    if (rest.length) throw new UsageError(`Unknown argument: ${rest.join(" ")}`);
    const force = values.force === true;
    if (force && command !== "restore") throw new UsageError("Unknown option: --force");
    return { command, file, force } as const;
  },
  opensDatabase: false,
  run: async (args, { env }) => {
    if (env.DATABASE_URL) {
      console.error(POSTGRES_RECIPE);
      return 2;
    }
    return args.command === "backup" ? backup(env.DATA_DIR, args.file) : restore(env.DATA_DIR, args.file, args.force);
  },
});
