import type { PGlite } from "@electric-sql/pglite";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

/**
 * A pg-style pool over one embedded PGlite database, for Kysely's own PostgresDialect.
 * PGlite has a single connection, so the pool lends it to one client at a time: a transaction
 * holds it from BEGIN to COMMIT, and every other query waits its turn (sharing it
 * without a lock lost writes made while another request's transaction was open).
 */
export class PGlitePool implements PostgresPool {
  #tail: Promise<void> = Promise.resolve();
  #closed = false;
  #waiting = 0;
  #lent = false;

  /** Like pg's pool: one connection, lent or idle, and the requests waiting for it. */
  state() {
    return { total: 1, idle: this.#lent ? 0 : 1, waiting: this.#waiting };
  }

  constructor(readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.#closed) throw new Error("The embedded database is closed");
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    this.#waiting += 1;
    try {
      await previous;
    } finally {
      this.#waiting -= 1;
    }
    this.#lent = true;
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
        this.#lent = false;
        release();
      },
    } as PostgresPoolClient;
  }

  /** Runs `work` while no query or transaction holds the database (a consistent backup). */
  async exclusively<T>(work: () => Promise<T>): Promise<T> {
    const client = await this.connect();
    try {
      return await work();
    } finally {
      client.release();
    }
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
