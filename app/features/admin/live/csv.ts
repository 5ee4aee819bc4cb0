/**
 * A cell as text. A spreadsheet would run a cell starting with = + - @ as a formula (CSV
 * injection), so such text gets a leading apostrophe; nested values (invoice items) are JSON.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return /^[=+\-@\t\r]/.test(text) && typeof value !== "number" ? `'${text}` : text;
}

