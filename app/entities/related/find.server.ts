import { sql } from "kysely";
import type { Db } from "~/admin-kit/records/find.server";
import { ActionRefused } from "~/admin-kit/contracts";
import type { RelatedKind } from "./schema";

/** The table and the name of each kind a task or meeting may be about. */
const RELATED_TABLES = {
  contact: { table: "contacts", name: sql<string>`trim(first_name || ' ' || last_name)` },
  lead: { table: "leads", name: sql<string>`title` },
  opportunity: { table: "opportunities", name: sql<string>`name` },
  installation: { table: "installations", name: sql<string>`customer` },
} as const satisfies Record<RelatedKind, unknown>;

/** The name of the record a link names, or null when there is no such record (any more). */
export async function relatedName(db: Db, kind: RelatedKind, id: string): Promise<string | null> {
  const { table, name } = RELATED_TABLES[kind];
  const { rows } = await sql<{
    name: string;
  }>`select ${name} as name from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows[0]?.name ?? null;
}

/** A link a form names anew must lead to a record (one kept as it was may since have gone). */
export async function checkRelated(
  db: Db,
  link: { relatedKind: RelatedKind | null; relatedId: string | null },
  current: string | null = null,
): Promise<void> {
  if (!link.relatedKind || !link.relatedId || link.relatedId === current) return;
  if ((await relatedName(db, link.relatedKind, link.relatedId)) === null)
    throw new ActionRefused("relatedNotFound", 409, "related");
}
