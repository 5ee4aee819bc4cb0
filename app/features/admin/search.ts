import type { RecordScreen } from "~/domain/admin/record-kinds";

/** Shorter queries find too much to be useful: they answer nothing. */
export const SEARCH_MIN_LENGTH = 2;

export type SearchHit = { id: string; title: string; detail: string; href: string };
/** What the top bar's search found of one kind: the kind's screen names it (each kind's definition says whether and how it is searched). */
export type SearchGroup = { kind: RecordScreen; hits: SearchHit[] };
