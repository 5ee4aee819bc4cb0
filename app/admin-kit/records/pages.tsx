import type { ComponentType } from "react";
import { useLoaderData } from "react-router";
import type { CardContent, CardTools, ListOwners, ListScreenData, ListView } from "../contracts";
import { ListScreen } from "../ui/list-screen";
import type { HistoryEntry } from "./record-ui";

/**
 * The browser's half of a kind of record's screens, in its entity folder: its list screen, and
 * where the kind has pages of its own, the form that adds one and a record's page. Each reads its
 * route's data itself (`useLoaderData`), as its server half (pages.server.ts) loads it. A record's
 * page is shown only when the record exists; the route shows "not found" otherwise.
 */
export type EntityPagesUi = {
  List: ComponentType;
  New?: ComponentType;
  Record?: ComponentType;
};

const useNoOwners = (): ListOwners | undefined => undefined;

/**
 * A list screen drawn from the kind's list view and cards; `useOwners` (a hook) names the staff
 * its table shows as owners and assigns to, for a kind whose records have one.
 */
export function listPage<R extends { id: string; invalidFields?: string[] }>(
  view: ListView,
  card: (record: R, tools: CardTools) => CardContent,
  useOwners: () => ListOwners | undefined = useNoOwners,
): ComponentType {
  return function RecordList() {
    const owners = useOwners();
    return <ListScreen view={view} data={useLoaderData<ListScreenData<R>>()} card={card} owners={owners} />;
  };
}

/** A record page's data: the record as its entity's `find` returned it, its heading, its history, and the office's day. */
export type RecordPageData<R> = { record: R; heading: string; history: HistoryEntry[]; today: string };

/** The record on show and its history (the route renders a record's page only when the record exists). */
export const useRecordPage = <R,>() => useLoaderData<RecordPageData<R>>();

/** What the form that adds a record starts from (its server half's `create.data`). */
export const useNewRecordData = <D,>() => useLoaderData<D & { title: string }>();
