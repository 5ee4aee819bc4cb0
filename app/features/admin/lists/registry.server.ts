import { contactList } from "~/entities/contact/list.server";
import { leadList } from "~/entities/lead/list.server";
import { opportunityList } from "~/entities/opportunity/list.server";
import { invoiceList } from "~/entities/invoice/list.server";
import { affiliateList } from "~/entities/affiliate/list.server";
import { commissionList } from "~/entities/commission/list.server";
import { campaignList } from "~/entities/campaign/list.server";
import { socialPostList } from "~/entities/social-post/list.server";
import { readAdminData } from "../data.server";
import { queryList, type ListDefinition, type ListSelect } from "~/admin-kit/lists/query.server";
import { readListQuery, readPage } from "./url.server";
import { adminScreen, adminTitle, type AdminScreen } from "~/admin-kit/screen.server";
import type { AdminAccess } from "~/domain/account/permissions";
import type { RecordScreen } from "~/domain/admin/record-kinds";
import { installationList } from "~/entities/installation/list.server";

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
  const result = await readAdminData(screen.prefs.mode, (db) => queryList(db, list, query, page, screen.today));
  return { query, ...result };
}

/**
 * The lists a CSV export can be asked for, by the name in /admin/export/<name>: the name of the
 * screen that shows the list, whose read permission the export needs (with `export`). Every kind
 * of record has one (domain/admin/record-kinds.ts).
 */
export const exportableLists = {
  contacts: contactList,
  leads: leadList,
  opportunities: opportunityList,
  invoices: invoiceList,
  affiliates: affiliateList,
  commissions: commissionList,
  installations: installationList,
  campaigns: campaignList,
  social: socialPostList,
} as const satisfies Record<RecordScreen, unknown>;

/** A list route's loader data: the screen's title, the URL's query, the cards, one page of records, the paging. */
export async function listScreenData<T, K extends string, S extends Record<string, ListSelect>>(
  request: Request,
  access: AdminAccess,
  list: ListDefinition<T, K, S>,
  titleKey: string,
) {
  const screen = await adminScreen(request, access);
  const { query, cards, rows, matching, page, pageCount } = await loadList(screen, request, list);
  return {
    title: adminTitle(screen, titleKey),
    query,
    cards,
    rows,
    paging: { matching, page, pageCount },
    today: screen.today,
  };
}
