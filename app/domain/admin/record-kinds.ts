/**
 * The back-office's kinds of record, each named once. The key is the kind's name in code and in
 * a record's history (`record_events.entity`); its folder under app/entities is the same name in
 * kebab-case (`socialPost` → `social-post`). Beside it: the table that holds its records, the
 * screen that lists them (its path under /admin, and its permission's name), the area whose
 * permissions read and change it, and whether it has pages of its own (`/admin/<screen>/new` and
 * `/admin/<screen>/:id`, drawn from its entity's pages.server.ts and pages.tsx). The route table, the permissions, the history, the database's tables
 * and the tests' lists of screens are read from here. In the order their tables are made (a
 * record's table after those its rows refer to).
 */
export const recordKinds = {
  contact: { table: "contacts", screen: "contacts", area: "crm", pages: true },
  lead: { table: "leads", screen: "leads", area: "crm", pages: true },
  opportunity: { table: "opportunities", screen: "opportunities", area: "crm", pages: true },
  invoice: { table: "invoices", screen: "invoices", area: "erp", pages: true },
  affiliate: { table: "affiliates", screen: "affiliates", area: "erp", pages: true },
  commission: { table: "commissions", screen: "commissions", area: "erp", pages: false },
  installation: { table: "installations", screen: "installations", area: "erp", pages: true },
  task: { table: "tasks", screen: "tasks", area: "crm", pages: true },
  meeting: { table: "meetings", screen: "meetings", area: "crm", pages: true },
  campaign: { table: "campaigns", screen: "campaigns", area: "content", pages: true },
  socialPost: { table: "social_posts", screen: "social", area: "content", pages: true },
} as const;

export type RecordEntity = keyof typeof recordKinds;
type Kinds = typeof recordKinds;
export type RecordTable = Kinds[RecordEntity]["table"];
export type RecordScreen = Kinds[RecordEntity]["screen"];

/** Whether a name (a stored history row's kind) is one of the kinds above. */
export const isRecordEntity = (name: string): name is RecordEntity => Object.hasOwn(recordKinds, name);

/** Every kind, in the order above. */
export const recordEntities = Object.keys(recordKinds).filter(isRecordEntity);

/** The screen that lists each kind, and the area each screen belongs to. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- built from every kind above, so it holds each screen
export const recordScreenAreas = Object.fromEntries(
  recordEntities.map((entity) => [recordKinds[entity].screen, recordKinds[entity].area]),
) as { [E in RecordEntity as Kinds[E]["screen"]]: Kinds[E]["area"] };

/** The kinds with pages of their own (a record page and a form to add one). */
export const recordEntitiesWithPages = recordEntities.filter((entity) => recordKinds[entity].pages);

/** Every kind's screen, in the order above. */
export const recordScreenNames: RecordScreen[] = recordEntities.map((entity) => recordKinds[entity].screen);

export const isRecordScreen = (name: string | undefined): name is RecordScreen =>
  recordScreenNames.some((screen) => screen === name);

/**
 * The kind's screen a route of its pages belongs to, read from the route's id as the route table
 * names it (`admin/<screen>`, `admin/<screen>/new`, `admin/<screen>/record`) or from its pattern
 * (`/admin/<screen>/:id`), both spelled as declared whatever the URL's spelling.
 */
export function screenOfRoute(idOrPattern: string): RecordScreen | undefined {
  const [area, screen] = idOrPattern.split("/").filter(Boolean);
  return area === "admin" && isRecordScreen(screen) ? screen : undefined;
}
