import { z } from "~/lib/zod";
import { PAGE_SIZES, type TableSpec, type TableState } from "~/admin-kit/contracts";

/** The longest search text a list accepts; longer text is cut, never an error. */
export const MAX_SEARCH_LENGTH = 200;

const search = z
  .string()
  .transform((value) => value.trim().slice(0, MAX_SEARCH_LENGTH))
  .optional()
  .catch(undefined);

/**
 * A list's state from its URL: the search text and each select's value. A value outside the
 * select's vocabulary (a stale or hand-edited link) is dropped, so the list shows everything.
 */
export function readListQuery<const S extends Record<string, { values: readonly string[] }>>(
  request: Request,
  selects: S,
): { q: string } & { [K in keyof S]?: S[K]["values"][number] } {
  const params = new URL(request.url).searchParams;
  const selected: { [K in keyof S]?: S[K]["values"][number] } = {};
  for (const name in selects) {
    const select = selects[name];
    if (select) selected[name] = oneOf(select.values, params.get(name));
  }
  return { ...selected, q: search.parse(params.get("q") || undefined) ?? "" };
}

/** The value when the vocabulary holds it, else undefined. */
function oneOf<const V extends readonly string[]>(values: V, value: string | null): V[number] | undefined {
  return values.find((allowed): allowed is V[number] => allowed === value);
}

/** The page number from the URL: a positive whole number, else the first page. */
export function readPage(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page > 0 ? Math.min(page, 1_000_000) : 1;
}

/**
 * A list's table state from its URL (`?layout=table&sort=value&dir=asc&size=50&cols=title,value&mine=1`):
 * a sort column or shown column the table does not have is dropped, a page size it does not
 * offer is the default, so a stale or hand-edited link still shows the list.
 */
export function readTableState(request: Request, table: TableSpec | undefined): TableState {
  const params = new URL(request.url).searchParams;
  const columns = table?.columns ?? [];
  const sortable = columns.filter((column) => column.sortable !== false).map((column) => column.field);
  const sort = oneOf(sortable, params.get("sort"));
  const size = Number(params.get("size"));
  // The column chooser's checkboxes post `cols` once each; a link may join them with commas.
  const chosen = params
    .getAll("cols")
    .flatMap((value) => value.split(","))
    .filter((field, i, all) => columns.some((column) => column.field === field) && all.indexOf(field) === i);
  return {
    layout: table && params.get("layout") === "table" ? "table" : "cards",
    ...(sort && { sort }),
    dir: params.get("dir") === "asc" ? "asc" : "desc",
    size: PAGE_SIZES.find((allowed) => allowed === size) ?? PAGE_SIZES[0],
    columns: chosen.length ? chosen : columns.slice(0, table?.shown ?? 0).map((column) => column.field),
    mine: Boolean(table?.owned) && params.get("mine") === "1",
  };
}
