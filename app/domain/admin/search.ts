/**
 * Admin search is a case-insensitive substring over the fields each list names.
 * An empty or blank query matches everything.
 */
export function matchesSearch<T>(record: T, fields: readonly (keyof T)[], query: string | undefined): boolean {
  const needle = query?.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => {
    const value = record[field];
    return value !== null && value !== undefined && String(value).toLowerCase().includes(needle);
  });
}

export function searchRecords<T>(records: readonly T[], fields: readonly (keyof T)[], query: string | undefined): T[] {
  return records.filter((record) => matchesSearch(record, fields, query));
}

export function sum<T>(records: readonly T[], value: (record: T) => number): number {
  return Math.round(records.reduce((total, record) => total + value(record), 0) * 100) / 100;
}

/** Mean of the values, or 0 for none (cards show 0, not NaN, on an empty list). */
export function average<T>(records: readonly T[], value: (record: T) => number): number {
  return records.length === 0 ? 0 : sum(records, value) / records.length;
}

/**
 * Search plus the list's selects: each set select keeps the records whose field equals its value.
 * `selects` maps a select's name to the record field it filters.
 */
export function filterList<T, F extends Record<string, keyof T>>(
  records: readonly T[],
  searchFields: readonly (keyof T)[],
  selects: F,
  query: { q?: string | undefined } & { [K in keyof F]?: string | undefined },
): T[] {
  const active = Object.entries(selects).filter(([name]) => query[name] !== undefined && query[name] !== "");
  return searchRecords(records, searchFields, query.q).filter((record) =>
    active.every(([name, field]) => String(record[field]) === query[name]),
  );
}
