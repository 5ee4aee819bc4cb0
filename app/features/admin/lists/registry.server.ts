import { readAdminData } from "../data.server";
import { queryList, type ListDefinition, type ListSelect } from "~/admin-kit/lists/query.server";
import { readListQuery, readPage, readTableState } from "./url.server";
import { bulkOperationsOf, savedFiltersOf } from "~/admin-kit/lists/bulk.server";
import type { BulkActions } from "~/admin-kit/records/pages.server";
import { adminScreen, adminTitle, type AdminScreen } from "~/admin-kit/screen.server";
import type { AdminAccess } from "~/domain/account/permissions";
import { recordScreenNames, type RecordScreen } from "~/domain/admin/record-kinds";
import { recordScreens } from "../records/screens.server";

/**
 * A list screen's data in the screen's mode: the query from the URL, one page of rows, the cards
 * over every matching row, and the page count, in one query.
 */
export async function loadList<T, K extends string, S extends Record<string, ListSelect>>(
  screen: AdminScreen,
  request: Request,
  list: ListDefinition<T, K, S>,
) {
  const query = readListQuery(request, list.selects);
  const page = readPage(request);
  const table = readTableState(request, list.view.table);
  const order = { ...table, ...(table.mine && { owner: screen.admin.id }) };
  const result = await readAdminData(screen.prefs.mode, (db) => queryList(db, list, query, page, screen.today, order));
  return { query, table, ...result };
}

/**
 * The lists a CSV export can be asked for, by the name in /admin/export/<name>: the name of the
 * screen that shows the list, whose read permission the export needs (with `export`). Every kind
 * of record has one.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- built from every screen of recordScreens, so it holds each one's list
export const exportableLists = Object.fromEntries(
  recordScreenNames.map((screen) => [screen, recordScreens[screen].list]),
) as { [S in RecordScreen]: (typeof recordScreens)[S]["list"] };

/**
 * A list route's loader data: the screen's title, the URL's query and table state, the cards, one
 * page of records, the paging, the bulk changes the kind offers, and the administrator's saved filters.
 */
export async function listScreenData<T, K extends string, S extends Record<string, ListSelect>>(
  request: Request,
  access: AdminAccess,
  list: ListDefinition<T, K, S>,
  titleKey: string,
  bulk?: BulkActions,
) {
  const screen = await adminScreen(request, access);
  const { query, table, cards, rows, matching, page, pageCount } = await loadList(screen, request, list);
  return {
    table,
    bulk: {
      operations: bulkOperationsOf(bulk),
      statuses: bulk?.status?.values ?? [],
      ...(bulk?.status && { statusOption: bulk.status.option }),
    },
    savedFilters: list.view.table ? await savedFiltersOf(screen, list.view.section) : [],
    title: adminTitle(screen, titleKey),
    query,
    cards,
    rows,
    paging: { matching, page, pageCount },
    today: screen.today,
  };
}
