import { snakeCase } from "~/lib/case";
import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { ENQUIRY_FIELD_MAX } from "~/domain/quote/limits";
import { NUMBER_LIMITS } from "~/domain/number-limits";
import { recordEntities, recordKinds } from "~/domain/admin/record-kinds";
import { recordSchemas } from "./schemas";
import { invoicePaymentSchema } from "./invoice/payments";
import { creditNoteSchema } from "./invoice/credit-notes";

/** A stored text column and the longest value its field's contract allows. */
export type ColumnLimit = { table: string; column: string; max: number };

type Shape = Record<string, unknown>;
/** A schema field without its nullable, optional, default, catch and readonly wrappers. */
function innerField(field: unknown): unknown {
  let inner = field;
  while (
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodCatch ||
    inner instanceof z.ZodReadonly
  )
    inner = inner.unwrap();
  return inner;
}

/** The longest string a schema field takes, or null for other fields. */
function maxLengthOf(field: unknown): number | null {
  const inner = innerField(field);
  return inner instanceof z.ZodString || inner instanceof z.ZodStringFormat ? inner.maxLength : null;
}

const entityTables: [string, { shape: Shape }][] = [
  ...recordEntities.map((entity): [string, { shape: Shape }] => [recordKinds[entity].table, recordSchemas[entity]]),
  // An invoice's payments, stored beside it.
  ["invoice_payments", invoicePaymentSchema],
  ["credit_notes", creditNoteSchema],
];

/**
 * Every length limit the database enforces, derived from the schemas: the back-office's entity
 * schemas field by field, the enquiry forms' fields, and the account's name and e-mail. A test
 * compares these with the CHECK constraints of a migrated database, so a limit changed in a
 * schema without a migration that changes the database fails the tests.
 */
export function columnLimits(): ColumnLimit[] {
  const limits: ColumnLimit[] = [];
  for (const [table, schema] of entityTables) {
    for (const [field, definition] of Object.entries(schema.shape)) {
      const max = maxLengthOf(definition);
      if (max !== null && field !== "id") limits.push({ table, column: snakeCase(field), max });
    }
  }
  const lead = ENQUIRY_FIELD_MAX;
  for (const table of ["quote_requests", "contact_messages"]) {
    limits.push(
      { table, column: "name", max: lead.name },
      { table, column: "email", max: lead.email },
      { table, column: "phone", max: lead.phone },
      { table, column: "message", max: lead.message },
    );
  }
  limits.push(
    { table: "quote_requests", column: "company", max: lead.company },
    { table: "contact_messages", column: "subject", max: lead.subject },
  );
  limits.push(
    { table: "user", column: "name", max: TEXT_LIMITS.personName },
    { table: "user", column: "email", max: TEXT_LIMITS.email },
    { table: "profiles", column: "full_name", max: TEXT_LIMITS.personName },
  );
  return limits;
}

/** The constraint's name: one per column, so a later migration can replace it. */
export function constraintName({ table, column }: ColumnLimit): string {
  return `${table}_${column}_length`;
}

/** The SQL of the CHECK constraints (how migration 0006 was written; existing rows are not re-checked). */
export function columnLimitSql(limits = columnLimits()): string {
  return limits
    .map(
      (l) =>
        `alter table "${l.table}" add constraint ${constraintName(l)} check (char_length(${l.column}) <= ${l.max}) not valid;`,
    )
    .join("\n");
}

/** A stored column whose values come from a vocabulary (an `as const` list behind a z.enum). */
export type ColumnVocabulary = { table: string; column: string; values: readonly string[] };

/** The values of an enum field, or null. */
function vocabularyOf(field: unknown): readonly string[] | null {
  const inner = innerField(field);
  return inner instanceof z.ZodEnum ? inner.options.map(String) : null;
}

/**
 * Every vocabulary the database enforces, derived from the entity schemas: statuses, stages,
 * priorities, sources, team members... The schema's `as const` list is the only place a value is
 * written; migration 0008 was generated from this, and a test compares it with the CHECK
 * constraints of a migrated database, so a renamed or added value without a migration fails.
 */
export function columnVocabularies(): ColumnVocabulary[] {
  const vocabularies: ColumnVocabulary[] = [];
  for (const [table, schema] of entityTables) {
    for (const [field, definition] of Object.entries(schema.shape)) {
      const values = vocabularyOf(definition);
      if (values) vocabularies.push({ table, column: snakeCase(field), values });
    }
  }
  return vocabularies;
}

export function vocabularyConstraintName({ table, column }: { table: string; column: string }): string {
  return `${table}_${column}_vocabulary`;
}

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The SQL of the vocabulary constraints (how migration 0008 was written; existing rows are not re-checked). */
export function columnVocabularySql(vocabularies = columnVocabularies()): string {
  return vocabularies
    .map(
      (v) =>
        `alter table "${v.table}" drop constraint if exists ${vocabularyConstraintName(v)};\nalter table "${v.table}" add constraint ${vocabularyConstraintName(v)} check (${v.column} in (${v.values.map(quoted).join(", ")})) not valid;`,
    )
    .join("\n");
}

/**
 * A stored number and its range: a column, or one figure of a JSON object column (`key`), as its
 * field's schema bounds it (app/domain/number-limits.ts).
 */
export type ColumnRange = { table: string; column: string; key?: string; min: number; max: number };

/** The range of a number field, or null for other fields and numbers without both bounds. */
function rangeOf(field: unknown): { min: number; max: number } | null {
  const inner = innerField(field);
  if (!(inner instanceof z.ZodNumber)) return null;
  const { minValue: min, maxValue: max } = inner;
  // A whole number's safe-integer bounds are Zod's own, not a range of the field.
  const bounded = (n: number | null): n is number => n !== null && Math.abs(n) < Number.MAX_SAFE_INTEGER;
  return bounded(min) && bounded(max) ? { min, max } : null;
}

/**
 * Every range the database enforces, derived from the schemas: each entity schema's bounded
 * numbers (and the figures of a JSON object field), and the quote form's spaces. Migration 0014
 * was written from this; a test compares it with the CHECK constraints of a migrated database, so
 * a range changed in a schema without a migration fails the tests.
 */
export function columnRanges(): ColumnRange[] {
  const ranges: ColumnRange[] = [];
  for (const [table, schema] of entityTables) {
    for (const [field, definition] of Object.entries(schema.shape)) {
      const column = snakeCase(field);
      const range = rangeOf(definition);
      if (range) ranges.push({ table, column, ...range });
      const inner = innerField(definition);
      if (inner instanceof z.ZodObject)
        for (const [key, figure] of Object.entries(inner.shape)) {
          const figureRange = rangeOf(figure);
          if (figureRange) ranges.push({ table, column, key, ...figureRange });
        }
    }
  }
  ranges.push({ table: "quote_requests", column: "spaces", ...NUMBER_LIMITS.spaces });
  return ranges.map(({ table, column, key, min, max }) => ({ table, column, ...(key ? { key } : {}), min, max }));
}

export function rangeConstraintName({ table, column, key }: Pick<ColumnRange, "table" | "column" | "key">): string {
  return `${table}_${column}${key ? `_${key}` : ""}_range`;
}

/** The CHECK of a range: a column between its bounds (null passes), a JSON figure a number between them. */
function rangeCheck({ column, key, min, max }: ColumnRange): string {
  if (!key) return `${column} between ${min} and ${max}`;
  const figure = `${column}->'${key}'`;
  return `case when jsonb_typeof(${figure}) = 'number' then (${column}->>'${key}')::numeric between ${min} and ${max} else false end`;
}

/** The SQL of the range constraints (how migration 0014 was written; existing rows are not re-checked). */
export function columnRangeSql(ranges = columnRanges()): string {
  return ranges
    .map(
      (r) =>
        `alter table "${r.table}" drop constraint if exists ${rangeConstraintName(r)};\nalter table "${r.table}" add constraint ${rangeConstraintName(r)} check (${rangeCheck(r)}) not valid;`,
    )
    .join("\n");
}
