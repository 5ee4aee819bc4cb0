import { sql, type Kysely, type RawBuilder } from "kysely";
import { mayUse, type AdminPermission } from "~/domain/account/permissions";
import type { Database } from "~/server/db/schema";
import { likePattern } from "~/admin-kit/lists/query.server";
import { SEARCH_MIN_LENGTH, searchKinds, type SearchGroup, type SearchKind } from "./search";

/** A kind's table, and how a found record is named. */
const KINDS: Record<SearchKind, { table: keyof Database; title: RawBuilder<string>; detail: RawBuilder<string> }> = {
  contacts: {
    table: "contacts",
    title: sql<string>`trim(first_name || ' ' || last_name)`,
    detail: sql<string>`concat_ws(' · ', nullif(company, ''), email)`,
  },
  leads: {
    table: "leads",
    title: sql<string>`title`,
    detail: sql<string>`concat_ws(' · ', contact_name, company)`,
  },
  opportunities: {
    table: "opportunities",
    title: sql<string>`name`,
    detail: sql<string>`concat_ws(' · ', contact_name, company)`,
  },
  invoices: {
    table: "invoices",
    title: sql<string>`invoice_number`,
    detail: sql<string>`client_name`,
  },
  affiliates: { table: "affiliates", title: sql<string>`name`, detail: sql<string>`affiliate_code` },
  installations: {
    table: "installations",
    title: sql<string>`customer`,
    detail: sql<string>`replace(site_address, E'\n', ', ')`,
  },
  campaigns: { table: "campaigns", title: sql<string>`name`, detail: sql<string>`platform` },
};

/** The most records the search shows of each kind. */
export const SEARCH_PER_KIND = 5;

/**
 * Records of every kind the administrator may read whose searched fields hold `query`
 * (case-insensitive substring, the lists' trigram-indexed `search` column), the first few of each
 * kind, newest first. A record with a page opens it; one without opens its list filtered by name.
 */
export async function searchEverything(
  db: Kysely<Database>,
  query: string,
  permissions: readonly AdminPermission[],
): Promise<SearchGroup[]> {
  const text = query.trim();
  if (text.length < SEARCH_MIN_LENGTH) return [];
  const kinds = searchKinds.filter((kind) => mayUse(permissions, { screen: kind }));
  const groups = await Promise.all(
    kinds.map(async (kind): Promise<SearchGroup> => {
      const spec = KINDS[kind];
      const { rows } = await sql<{ id: string; title: string; detail: string }>`
        select id, ${spec.title} as title, ${spec.detail} as detail from ${sql.table(spec.table)}
        where search like lower(${likePattern(text)}) order by id desc limit ${SEARCH_PER_KIND}`.execute(db);
      return {
        kind,
        hits: rows.map((row) => ({
          ...row,
          href: `/admin/${kind}/${encodeURIComponent(row.id)}`,
        })),
      };
    }),
  );
  return groups.filter((group) => group.hits.length > 0);
}
