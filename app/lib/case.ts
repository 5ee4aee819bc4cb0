/** "expectedCloseDate" → "expected_close_date": the column a schema field is stored in. */
export function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** "expected_close_date" → "expectedCloseDate": the schema field a column holds. */
export function camelCase(column: string): string {
  return column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A record as its table's row: snake_case columns, lists and objects as JSON text. */
export function rowOf(record: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => [
      snakeCase(field),
      value !== null && typeof value === "object" ? JSON.stringify(value) : value,
    ]),
  );
}
