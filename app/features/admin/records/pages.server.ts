import { data } from "react-router";
import type {
  BulkActions,
  HiddenTypes,
  NewRecordContext,
  PageAction,
  RecordAction,
} from "~/admin-kit/records/pages.server";
import { listScreenPost } from "~/admin-kit/lists/bulk.server";
import type { RecordEntity } from "~/admin-kit/records/events.server";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import type { AdminAccess } from "~/domain/account/permissions";
import { recordScreenNames, screenOfRoute, type RecordScreen } from "~/domain/admin/record-kinds";
import { readAdminData } from "../data.server";
import { listScreenData } from "../lists/registry.server";
import { loadRecord } from "./record-loader.server";
import { recordScreens } from "./screens.server";

/** What one kind's screens answer, whatever the kind: the same shape for every entry of recordScreens. */
type ServedScreens = {
  list: (request: Request) => Promise<unknown>;
  listAction: (request: Request) => Promise<unknown>;
  record: (request: Request, id: string) => Promise<unknown>;
  recordAction: (request: Request, id: string) => Promise<unknown>;
  newRecord: (request: Request) => Promise<unknown>;
  newRecordAction: (request: Request) => Promise<unknown>;
};

/** A request the kind's screen has no answer for: checked like any other (a stranger is sent to sign in), then refused. */
async function refuse(request: Request, access: AdminAccess, status: 404 | 405): Promise<never> {
  await adminScreen(request, access);
  throw data(null, { status });
}

/** What the routes read of an entity's definition (entityPages): every kind's fits it, whatever its record. */
type ServedPages = {
  entity: RecordEntity;
  list: { view: { create?: { label: string } } };
  listAction?: PageAction;
  bulk?: BulkActions;
  recordAction?: RecordAction;
  create?: { data?: (context: NewRecordContext) => Promise<object> | object };
  createAction?: PageAction;
  hidden: HiddenTypes;
};

/** One kind's screens, its entity's definition joined to the back-office's data set, titles and checks. */
function serve(screen: RecordScreen, pages: ServedPages): ServedScreens {
  const access: AdminAccess = { screen };
  const listTitle = `${screen}.title`;
  const { recordAction, create, createAction, listAction, bulk } = pages;
  return {
    list: (request) => pages.hidden.withList((list) => listScreenData(request, access, list, listTitle, bulk)),
    // The table's own posts (a bulk change, a saved filter) first, then the kind's.
    listAction: async (request) =>
      (await listScreenPost(request, access, bulk)) ??
      (listAction ? listAction(request, access) : refuse(request, access, 405)),
    record: (request, id) =>
      pages.hidden.withRecord((find, title) => loadRecord(request, access, pages.entity, id, find, title, listTitle)) ??
      refuse(request, access, 404),
    recordAction: (request, id) => (recordAction ? recordAction(request, access, id) : refuse(request, access, 404)),
    newRecord: async (request) => {
      if (!create) return refuse(request, access, 404);
      const adminView = await adminScreen(request, access);
      const context = {
        screen: adminView,
        url: new URL(request.url),
        read: <D>(run: Parameters<typeof readAdminData<D>>[1]) => readAdminData(adminView.prefs.mode, run),
      };
      const label = pages.list.view.create?.label ?? `${screen}.add`;
      return {
        title: adminTitle(adminView, label),
        heading: adminView.t(label),
        ...(await create.data?.(context)),
      };
    },
    newRecordAction: (request) => (createAction ? createAction(request, access) : refuse(request, access, 404)),
  };
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- built from every screen of recordScreens
const served = Object.fromEntries(
  recordScreenNames.map((screen) => [screen, serve(screen, recordScreens[screen])]),
) as Record<RecordScreen, ServedScreens>;

/**
 * The kind whose screens a route is, from the pattern the router matched (`/admin/<screen>/:id`),
 * the same whatever the URL's spelling. Only the route table's own patterns reach here.
 */
function screenOf(pattern: string): ServedScreens {
  const screen = screenOfRoute(pattern);
  if (!screen) throw new Error(`No kind of record has the route ${pattern}`);
  return served[screen];
}

type Args = { request: Request; pattern: string; params: { id?: string } };

/** The back-office's record routes (routes/admin/record-*.tsx), each kind's answered by its entity's definition. */
export const recordListLoader = ({ request, pattern }: Args) => screenOf(pattern).list(request);
export const recordListAction = ({ request, pattern }: Args) => screenOf(pattern).listAction(request);
export const recordPageLoader = ({ request, pattern, params }: Args) =>
  screenOf(pattern).record(request, params.id ?? "");
export const recordPageAction = ({ request, pattern, params }: Args) =>
  screenOf(pattern).recordAction(request, params.id ?? "");
export const newRecordLoader = ({ request, pattern }: Args) => screenOf(pattern).newRecord(request);
export const newRecordPageAction = ({ request, pattern }: Args) => screenOf(pattern).newRecordAction(request);
