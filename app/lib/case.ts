/** "expectedCloseDate" → "expected_close_date": the column a schema field is stored in. */
export function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
