import { sql, type Kysely, type RawBuilder } from "kysely";
import type { ListView } from "../contracts";
import { z } from "~/lib/zod";
import type { Database } from "~/server/db/schema";
import { log } from "~/server/log.server";
import { snakeCase } from "~/lib/case";

/** Rows per page of a list. */
export const PAGE_SIZE = 24;

/** `%` and `_` typed in a search are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A select of a list: the values its URL may name, and the field they filter. */
export type ListSelect = { field?: string; values: readonly string[] };

/**
 * A list screen's query: its table and record schema, the selects its URL may set, its order, and
 * its cards. The same definition answers both data sets (Demo Mode reads the demo schema's copy
 * of the table), the export, and the benchmark.
 */
export type ListDefinition<T, K extends string, S extends Record<string, ListSelect>> = {
  /** What the browser shows of the list (cards, selects, record page), from the entity's view.ts. */
  view: ListView;
  table: keyof Database;
  /** The record's fields (its schema's keys), each read from its snake_case column. */
  schema: z.ZodType<T> & { shape: Record<string, unknown> };
  /**
   * The fields a search looks in (case-insensitive substring): the table's generated `search`
   * column joins exactly these, which lists.server.test.ts checks against the database.
   */
  searched: readonly (keyof T & string)[];
  /** A select's name in the URL → its values and the field it filters on. */
  selects: S;
  /** Newest first, with the id to break ties so that pages never overlap. */
  order: RawBuilder<unknown>;
  /** Each card as one aggregate over every matching row. */
  cards: (today: string) => Record<K, RawBuilder<unknown>>;
  /** Conditions beyond search and selects (the invoices' period). */
  where?: (query: Record<string, string | undefined>, today: string) => RawBuilder<unknown>[];
};

/** A list's cards as the screen gets them: each a number. */
export type CardsOf<K extends string> = Record<K, number>;

export type ListPage<T, C> = { rows: Flagged<T>[]; cards: C; matching: number; page: number; pageCount: number };

/**
 * A row as its schema reads it: a moment (timestamptz, which the drivers return as a Date) as
 * its ISO text, as it comes when a row travels as JSON.
 */
export function plainRow(row: unknown): unknown {
  if (!row || typeof row !== "object") return row;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** A record's schema as the readers use it: its fields, and a parse that says what does not fit. */
export type RecordSchema<T> = {
  shape: Record<string, unknown>;
  safeParse: (
    row: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
};

/** A stored record as read: its schema's type, and the fields that do not fit the schema, if any. */
export type Flagged<T> = T & { invalidFields?: string[] };

/** A record that fits its schema, with no field flagged (a shallow copy). */
export function unflagged<T>(record: T): Flagged<T> {
  const none: { invalidFields?: string[] } = {};
  return { ...record, ...none };
}

const reported = new Set<string>();

/**
 * A row read through its schema. A row that does not fit (stored before a limit tightened, or
 * changed by hand in the database) is not an error for the whole list: it comes back as stored,
 * marked with the fields to correct, so its list shows it and its page opens for staff to fix
 * or delete it. It is logged once per process.
 */
export function readRecord<T>(table: string, schema: Pick<RecordSchema<T>, "safeParse">, row: unknown): Flagged<T> {
  const plain = plainRow(row);
  const result = schema.safeParse(plain);
  if (result.success) return unflagged(result.data);
  const invalidFields = [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "record")))];
  const storedId = plain && typeof plain === "object" && "id" in plain ? plain.id : undefined;
  const id = typeof storedId === "number" || typeof storedId === "string" ? String(storedId) : "?";
  const key = `${table}:${id}`;
  if (!reported.has(key)) {
    if (reported.size >= 10_000) reported.clear();
    reported.add(key);
    log.warn({ table, id, invalidFields }, "stored record does not fit its schema: shown marked for correction");
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a row that fails its schema is shown as stored on purpose; invalidFields tells readers which fields to distrust
  return { ...(plain as T), invalidFields };
}

/** The select list that names each column as its schema field: `expected_close_date as "expectedCloseDate"`. */
export function recordColumns(schema: { shape: Record<string, unknown> }) {
  return sql.join(Object.keys(schema.shape).map((field) => sql`${sql.ref(snakeCase(field))} as ${sql.id(field)}`));
}

type ListFilter = { q: string } & Record<string, string | undefined>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list, whatever its record and cards (the export streams every kind)
type AnyList = ListDefinition<any, string, Record<string, ListSelect>>;

/**
 * How a list's table reads its rows beyond the filters: the column it sorts by (a field its
 * table offers, checked by the caller) and the direction, the page size, the owner whose
 * records alone it shows ("Mine"), and the rows checked (an export of the selection).
 */
export type ListOrder = { sort?: string; dir: "asc" | "desc"; size: number; owner?: string; ids?: readonly string[] };

/** Whether a field of a record's schema may be empty (null), so that its order must say where empty values go. */
function mayBeEmpty(schema: { shape: Record<string, unknown> }, field: string): boolean {
  const type = schema.shape[field];
  return type instanceof z.ZodType && type.safeParse(null).success;
}

/**
 * The list's order: its own (newest first), or the chosen field's, the id breaking ties. Empty
 * values come last both ways; a field that is never empty says nothing of them, so that one
 * index (column, id) serves both directions (db/migrations: one per sortable column).
 */
function listOrder(spec: AnyList, order: ListOrder | undefined) {
  if (!order?.sort) return spec.order;
  const dir = sql.raw(order.dir === "asc" ? "asc" : "desc");
  const nulls = mayBeEmpty(spec.schema, order.sort) ? sql.raw(" nulls last") : sql.raw("");
  return sql`${sql.ref(snakeCase(order.sort))} ${dir}${nulls}, id ${dir}`;
}

/** The rows a list's URL asks for: the search, each set select, the owner, and the list's own conditions. */
function listWhere(spec: AnyList, query: ListFilter, today: string, order?: ListOrder) {
  const conditions: RawBuilder<unknown>[] = [];
  if (order?.owner !== undefined) conditions.push(sql`assigned_to = ${order.owner}`);
  if (order?.ids) conditions.push(sql`id = any(${[...order.ids]}::text[])`);
  if (query.q) conditions.push(sql`search like lower(${likePattern(query.q)})`);
  for (const [name, select] of Object.entries(spec.selects)) {
    const value = query[name];
    if (value && select.field) conditions.push(sql`${sql.ref(snakeCase(select.field))} = ${value}`);
  }
  conditions.push(...(spec.where?.(query, today) ?? []));
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/** The ids of one page of a list's rows, in its order (read from the sort column's index alone where it has one). */
function pageIds(
  spec: AnyList,
  where: RawBuilder<unknown>,
  order: ListOrder | undefined,
  limit: number,
  offset: number,
) {
  return sql`select id from ${sql.table(spec.table)} where ${where} order by ${listOrder(spec, order)} limit ${limit} offset ${offset}`;
}

/**
 * One page of a list's rows, in its order: the ids of the page found first (however deep the
 * page, only the index is walked to it), then only those rows read whole.
 */
function pageRows(
  spec: AnyList,
  where: RawBuilder<unknown>,
  order: ListOrder | undefined,
  limit: number,
  offset: number,
) {
  const by = listOrder(spec, order);
  return sql`select ${recordColumns(spec.schema)} from ${sql.table(spec.table)} where id in (${pageIds(spec, where, order, limit, offset)}) order by ${by}`;
}

/** The cards of a list as one aggregate over every matching row, with the count of those rows as `matching`. */
function cardsOf(spec: AnyList, where: RawBuilder<unknown>, today: string) {
  const cards = sql.join(
    Object.entries(spec.cards(today)).map(([name, expression]) => sql`${expression} as ${sql.id(name)}`),
  );
  return sql`select count(*)::int as "matching", ${cards} from ${sql.table(spec.table)} where ${where}`;
}

/**
 * The two reads of a list's page, for its tests to ask the database how it answers them: the
 * cards' aggregate and the page's ids.
 */
export function listReads(spec: AnyList, query: ListFilter, today: string, order?: ListOrder) {
  const where = listWhere(spec, query, today, order);
  return { cards: cardsOf(spec, where, today), ids: pageIds(spec, where, order, order?.size ?? PAGE_SIZE, 0) };
}

/**
 * Every matching row of a live list, in the list's order, a batch at a time (for the CSV
 * export: 100,000 rows never sit in memory at once).
 */
export async function* allListRows(
  db: Kysely<Database>,
  spec: AnyList,
  query: ListFilter,
  today: string,
  batchSize = 2_000,
  order?: ListOrder,
): AsyncGenerator<Flagged<object>[]> {
  const where = listWhere(spec, query, today, order);
  for (let offset = 0; ; offset += batchSize) {
    const { rows } = await sql<unknown>`${pageRows(spec, where, order, batchSize, offset)}`.execute(db);
    const schema: RecordSchema<object> = spec.schema;
    if (rows.length) yield rows.map((row) => readRecord(spec.table, schema, row));
    if (rows.length < batchSize) return;
  }
}

/**
 * One round trip for a live list: its cards, aggregated by the database over every matching row,
 * and one page of rows in order. The search is a case-insensitive substring of the table's
 * lower-cased `search` column (the fields a definition names as `searched`), which a trigram index answers.
 */
export async function queryList<T, K extends string>(
  db: Kysely<Database>,
  spec: ListDefinition<T, K, Record<string, ListSelect>>,
  query: ListFilter,
  page: number,
  today: string,
  order?: ListOrder,
): Promise<ListPage<T, CardsOf<K>>> {
  const where = listWhere(spec, query, today, order);
  const size = order?.size ?? PAGE_SIZE;
  const offset = (Math.max(1, page) - 1) * size;
  const { rows } = await sql<{ cards: Record<string, unknown>; rows: unknown[] }>`
    select
      (select row_to_json(c) from (${cardsOf(spec, where, today)}) c) as cards,
      (select coalesce(json_agg(p), '[]'::json) from (${pageRows(spec, where, order, size, offset)}) p) as rows
  `.execute(db);
  const result = rows[0]!;
  const { matching: matchingValue, ...rest } = result.cards;
  const matching = Number(matchingValue);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the aggregate row has one column per card, named by spec.cards' keys (K)
  const cardValues = Object.fromEntries(
    Object.entries(rest).map(([name, value]) => [name, Number(value ?? 0)]),
  ) as CardsOf<K>;
  return {
    rows: result.rows.map((row) => readRecord(spec.table, spec.schema, row)),
    cards: cardValues,
    matching,
    page: Math.max(1, page),
    pageCount: Math.max(1, Math.ceil(matching / size)),
  };
}

/** What an entity's list.server.ts says of its list beyond its view, schema and table. */
type ListParts<T, K extends string> = Pick<
  ListDefinition<T, K, Record<string, ListSelect>>,
  "searched" | "cards" | "where"
> & {
  /** The date column that orders the list, newest first. */
  newest: string;
  /** A select that filters another field than its own name, or none (`null`: the list's `where` reads it). */
  fields?: Record<string, string | null>;
};

/**
 * A list's server half, its selects taken from its view (the entity's view.ts: one list of values
 * per select), each select filtering the field of its own name unless `fields` says otherwise.
 */
export function defineList<T, K extends string>(
  view: ListView,
  schema: ListDefinition<T, K, Record<string, ListSelect>>["schema"],
  table: keyof Database,
  { newest, fields = {}, ...parts }: ListParts<T, K>,
): ListDefinition<T, K, Record<string, ListSelect>> {
  const selects = Object.fromEntries(
    view.selects.map((select): [string, ListSelect] => {
      const field = fields[select.name];
      return [select.name, { field: field === null ? undefined : (field ?? select.name), values: select.values }];
    }),
  );
  return { ...parts, view, schema, table, selects, order: sql`${sql.ref(newest)} desc, id desc` };
}

export const count = sql`count(*)::int`;
export const countWhere = (column: string, value: string) =>
  sql`count(*) filter (where ${sql.ref(column)} = ${value})::int`;
export const total = (column: string) => sql`coalesce(sum(${sql.ref(column)}), 0)`;
export const totalWhere = (column: string | RawBuilder<number>, statuses: readonly string[]) =>
  sql`coalesce(sum(${typeof column === "string" ? sql.ref(column) : column}) filter (where status in (${sql.join(statuses)})), 0)`;
