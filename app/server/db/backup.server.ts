import { createReadStream, createWriteStream, renameSync, rmSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { migrate, migrationNames } from "./migrate.server";

/**
 * Backups of the site's data as a logical dump: every row of the live schema's tables, read in one
 * repeatable-read transaction (a consistent snapshot taken while the site keeps writing), plus the
 * sequences' positions and the list of migrations the schema was at. The schema itself is not in
 * the file: a restore applies the same migrations, loads the rows, then applies any newer ones.
 * So a backup restores on another machine, another processor or a later PostgreSQL. No pg_dump is
 * needed (the embedded binaries have none). Demo Mode's schema is left out: it is rebuilt from the
 * samples.
 *
 * The file is gzipped lines of JSON: a header, then for each table a line naming it and its
 * columns followed by one line per row (the row in PostgreSQL's own text form, which reads back
 * exactly), then the sequences, then an end line that proves the file is whole.
 */

const FORMAT = "autoparc-backup";
const VERSION = 1;
const BATCH = 500;
/** Kysely's own bookkeeping: written by the migrations a restore applies, not copied. */
const MIGRATION_TABLES = new Set(["kysely_migration", "kysely_migration_lock"]);

const headerLine = z.object({
  format: z.literal(FORMAT),
  version: z.number(),
  createdAt: z.string(),
  migrations: z.array(z.string()),
});
const tableLine = z.object({ table: z.string(), columns: z.array(z.string()) });
const sequenceLine = z.object({ sequence: z.string(), lastValue: z.string(), isCalled: z.boolean() });
const endLine = z.object({ end: z.literal(true), tables: z.number(), rows: z.number() });
type Header = z.infer<typeof headerLine>;

/** The live schema's tables (not Kysely's) and sequences. */
async function schemaObjects<DB>(db: Kysely<DB>) {
  const { rows } = await sql<{ name: string; kind: string }>`
    select c.relname as name, c.relkind::text as kind from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p', 'S')
      and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
    order by c.relname`.execute(db);
  return {
    tables: rows.filter((r) => r.kind !== "S" && !MIGRATION_TABLES.has(r.name)).map((r) => r.name),
    sequences: rows.filter((r) => r.kind === "S").map((r) => r.name),
  };
}

/** The columns of a table's row type, in order (generated ones included: they are in the row's text). */
async function columnsOf<DB>(db: Kysely<DB>, table: string): Promise<{ name: string; generated: boolean }[]> {
  const { rows } = await sql<{ name: string; generated: boolean }>`
    select a.attname as name, a.attgenerated <> '' as generated from pg_attribute a
    where a.attrelid = quote_ident(${table})::regclass and a.attnum > 0 and not a.attisdropped
    order by a.attnum`.execute(db);
  return rows;
}

/**
 * Writes a backup of `db`'s live schema to `file` (0600): to a side file first, renamed once
 * complete, so a cut-off backup never has the name.
 */
export async function writeBackup<DB>(db: Kysely<DB>, file: string): Promise<{ tables: number; rows: number }> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  const counts = { tables: 0, rows: 0 };
  try {
    await db
      .transaction()
      .setIsolationLevel("repeatable read")
      .setAccessMode("read only")
      .execute(async (trx) => {
        async function* lines(): AsyncGenerator<string> {
          const { rows: applied } = await sql<{ name: string }>`
            select name from kysely_migration order by name`.execute(trx);
          const header: Header = {
            format: FORMAT,
            version: VERSION,
            createdAt: new Date().toISOString(),
            migrations: applied.map((r) => r.name),
          };
          yield JSON.stringify(header);
          const { tables, sequences } = await schemaObjects(trx);
          for (const table of tables) {
            const columns = await columnsOf(trx, table);
            yield JSON.stringify(tableLine.parse({ table, columns: columns.map((c) => c.name) }));
            counts.tables += 1;
            await sql`declare backup_rows no scroll cursor for select t::text as row from ${sql.table(table)} t`.execute(
              trx,
            );
            for (;;) {
              const { rows } = await sql<{ row: string }>`fetch forward ${sql.lit(BATCH)} from backup_rows`.execute(
                trx,
              );
              for (const r of rows) yield JSON.stringify(r.row);
              counts.rows += rows.length;
              if (rows.length < BATCH) break;
            }
            await sql`close backup_rows`.execute(trx);
          }
          for (const sequence of sequences) {
            const { rows } = await sql<{ lastValue: string; isCalled: boolean }>`
              select last_value::text as "lastValue", is_called as "isCalled" from ${sql.table(sequence)}`.execute(trx);
            yield JSON.stringify(sequenceLine.parse({ sequence, ...rows[0] }));
          }
          yield JSON.stringify(endLine.parse({ end: true, ...counts }));
        }
        await pipeline(
          Readable.from(
            (async function* () {
              for await (const line of lines()) yield `${line}\n`;
            })(),
          ),
          createGzip(),
          createWriteStream(partial, { mode: 0o600 }),
        );
      });
    await rename(partial, file);
    return counts;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function* readLines(file: string): AsyncGenerator<unknown> {
  const input = createReadStream(file).pipe(createGunzip());
  for await (const line of createInterface({ input, crlfDelay: Infinity })) if (line) yield JSON.parse(line);
}

export class BackupError extends Error {}

/** Reads a backup's header, refusing anything that is not a whole backup this build can load. */
export async function checkBackup(file: string): Promise<Header> {
  let header: Header | undefined;
  let end = false;
  try {
    for await (const line of readLines(file)) {
      if (!header) {
        const parsed = headerLine.safeParse(line);
        if (!parsed.success) break;
        header = parsed.data;
      } else if (endLine.safeParse(line).success) end = true;
    }
  } catch (error) {
    throw new BackupError(
      `${file} is not a backup made by this command (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!header) throw new BackupError(`${file} is not a backup made by this command`);
  if (header.version !== VERSION)
    throw new BackupError(`${file} is a backup of format ${header.version}; this version reads format ${VERSION}`);
  if (!end) throw new BackupError(`${file} is incomplete (cut off before its end): it cannot be restored`);
  const known = migrationNames();
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length)
    throw new BackupError(
      `${file} was made by a newer version of the site (migrations ${unknown.join(", ")}): update the site first`,
    );
  return header;
}

/**
 * Loads a backup into `db`, whose live schema must be empty (a new cluster): applies the backup's
 * migrations, copies the rows in one transaction (foreign keys and triggers off while loading,
 * as the rows were consistent when read), sets the sequences, then applies newer migrations.
 */
export async function loadBackup<DB>(db: Kysely<DB>, file: string): Promise<{ tables: number; rows: number }> {
  const header = await checkBackup(file);
  const last = header.migrations.at(-1);
  if (last) await migrate(db, last);
  const counts = { tables: 0, rows: 0 };
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    let table: { name: string; insert: string[] } | null = null;
    let batch: string[] = [];
    const flush = async () => {
      if (!table || !batch.length) return;
      const columns = sql.join(table.insert.map((c) => sql.id(c)));
      await sql`insert into ${sql.table(table.name)} (${columns}) overriding system value
        select ${columns} from unnest(${batch}::${sql.table(table.name)}[])`.execute(trx);
      counts.rows += batch.length;
      batch = [];
    };
    let first = true;
    for await (const line of readLines(file)) {
      if (first) {
        first = false;
        continue;
      }
      if (typeof line === "string") {
        batch.push(line);
        if (batch.length >= BATCH) await flush();
        continue;
      }
      const named = tableLine.safeParse(line);
      const sequence = sequenceLine.safeParse(line);
      await flush();
      if (named.success) {
        const { table: name, columns: expected } = named.data;
        const columns = await columnsOf(trx, name);
        if (columns.map((c) => c.name).join() !== expected.join())
          throw new BackupError(`The table ${name} does not have the columns the backup has`);
        table = { name, insert: columns.filter((c) => !c.generated).map((c) => c.name) };
        counts.tables += 1;
      } else if (sequence.success) {
        const s = sequence.data;
        await sql`select setval(quote_ident(${s.sequence})::regclass, ${s.lastValue}::bigint, ${s.isCalled})`.execute(
          trx,
        );
      }
    }
    await flush();
  });
  await migrate(db);
  return counts;
}

/** Moves an existing database folder aside (restore --force): nothing is deleted. */
export function moveAside(folder: string): string {
  const aside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  renameSync(folder, aside);
  return aside;
}
