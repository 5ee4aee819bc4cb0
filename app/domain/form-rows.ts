/**
 * Repeated fields of a form (an invoice's lines, the company's bank accounts) are named
 * `<list>.<row>.<field>`: `items.0.description`, `accounts.1.iban`. This reads them back, the one
 * way every form does, on the server and in the browser alike.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The input name of one repeated field. */
export const rowField = (list: string, row: number, field: string) => `${list}.${row}.${field}`;

/**
 * The rows a post fills in, in order, each with its fields as typed (missing ones empty); a row
 * whose fields are all empty is skipped, and a row past the last the form offers is kept, so that
 * the check that refuses it can say so.
 */
export function filledRows<F extends string>(
  values: Record<string, string>,
  list: string,
  fields: readonly F[],
): { row: number; fields: Record<F, string> }[] {
  const input = new RegExp(`^${escape(list)}\\.(\\d{1,6})\\.(?:${fields.map(escape).join("|")})$`);
  const rows = new Set<number>();
  for (const [name, value] of Object.entries(values)) {
    const row = input.exec(name)?.[1];
    if (row !== undefined && value.trim()) rows.add(Number(row));
  }
  return [...rows]
    .sort((a, b) => a - b)
    .map((row) => ({
      row,
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- one entry for each of `fields`
      fields: Object.fromEntries(fields.map((field) => [field, values[rowField(list, row, field)] ?? ""])) as Record<
        F,
        string
      >,
    }));
}
