import { Kysely, PostgresDialect, sql } from "kysely";
import { getEnv } from "../env.server";
import { log } from "../log.server";
import { embeddedDatabaseUrl } from "./embedded-postgres.server";
import type { Database } from "./schema";
import type { CustomTypesConfig } from "pg";

export { DatabaseBusyError } from "./embedded-postgres.server";

export type PoolState = { total: number; idle: number; waiting: number };
export type DatabaseHandle = {
  db: Kysely<Database>;
  /** "embedded": the PostgreSQL cluster the application runs in DATA_DIR; "postgres": DATABASE_URL. */
  kind: "postgres" | "embedded";
  close: () => Promise<void>;
  poolState: () => PoolState;
};

/**
 * The values as the domain schemas have them: a calendar day stays "YYYY-MM-DD" (not a Date at local
 * midnight), and an amount (numeric) is a number, as the domain schemas have them.
 */
const valueParsers: Record<number, (value: string) => unknown> = {
  1082: (value) => value,
  1700: (value) => Number(value),
};

/**
 * Opens the configured database: the PostgreSQL server of DATABASE_URL, else the embedded cluster
 * in DATA_DIR (which the server, or the command, has started: embedded-postgres.server.ts).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const types: CustomTypesConfig = {
    getTypeParser: (oid, format): unknown =>
      oid in valueParsers ? valueParsers[oid]! : pg.types.getTypeParser(oid, format),
  };
  const pool = new pg.Pool({
    connectionString: connectionString(options),
    max: options.poolSize ?? 10,
    types,
    connectionTimeoutMillis: 5_000,
  });
  // A connection the server drops (a restart, code 57P01) emits "error": on an idle client the
  // pool's listener takes it and discards the client; a client checked out by a request gets a
  // listener of its own, so the error fails that request's query (a 503) instead of the process.
  // The pool opens fresh connections once the database answers again.
  pool.on("error", (error) => log.error({ err: error }, "idle database connection failed"));
  pool.on("connect", (client) => {
    client.on("error", (error) => log.warn({ err: error }, "database connection lost"));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: options.databaseUrl ? "postgres" : "embedded",
    close: () => db.destroy(),
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Where the database is: DATABASE_URL's server, else the embedded cluster in DATA_DIR. */
export function connectionString(options: { databaseUrl?: string; dataDir: string } = configured()): string {
  return options.databaseUrl ?? embeddedDatabaseUrl(options.dataDir);
}

function configured() {
  const env = getEnv();
  return { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
}

let current: Promise<DatabaseHandle> | undefined;

/** The process's database, opened on first use (never at build time) and migrated before use. */
export function getDatabase(): Promise<DatabaseHandle> {
  current ??= (async () => {
    const env = getEnv();
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    const { migrateToLatest } = await import("./migrate.server");
    await migrateToLatest(handle.db);
    log.info({ database: handle.kind }, "database ready");
    return handle;
  })();
  current.catch(() => (current = undefined));
  return current;
}

export async function getDb(): Promise<Kysely<Database>> {
  return (await getDatabase()).db;
}

/**
 * Readiness: whether the database answers a trivial query within `timeoutMs`. False while it
 * is down or restarting (or not opened yet); never throws.
 */
export async function databaseReady(timeoutMs = 2_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const probe = (async () => {
    const { db } = await getDatabase();
    await sql`select 1`.execute(db);
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The open database's connection pool, for the metrics; null before it is opened. */
export async function poolState(): Promise<(PoolState & { kind: DatabaseHandle["kind"] }) | null> {
  if (!current) return null;
  try {
    const handle = await current;
    return { kind: handle.kind, ...handle.poolState() };
  } catch {
    return null;
  }
}

/** Closes the database if it was opened (graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const handle = current;
  current = undefined;
  if (handle) await (await handle).close();
}
