/** The kinds of record the top bar's search looks in, each by its list's own searched fields. */
export const searchKinds = [
  "contacts",
  "leads",
  "opportunities",
  "invoices",
  "affiliates",
  "installations",
  "campaigns",
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Shorter queries find too much to be useful: they answer nothing. */
export const SEARCH_MIN_LENGTH = 2;

export type SearchHit = { id: string; title: string; detail: string; href: string };
export type SearchGroup = { kind: SearchKind; hits: SearchHit[] };
