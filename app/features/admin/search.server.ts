import { sql, type Kysely } from "kysely";
import { mayUse, type AdminPermission } from "~/domain/account/permissions";
import type { Database } from "~/server/db/schema";
import { likePattern } from "~/admin-kit/lists/query.server";
import { recordKinds, recordScreenNames } from "~/domain/admin/record-kinds";
import { recordScreens } from "./records/screens.server";
import { SEARCH_MIN_LENGTH, type SearchGroup } from "./search";

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
  const kinds = recordScreenNames.filter((kind) => mayUse(permissions, { screen: kind }));
  const groups = await Promise.all(
    kinds.map(async (kind): Promise<SearchGroup> => {
      const { entity, search } = recordScreens[kind];
      if (!search) return { kind, hits: [] };
      const { rows } = await sql<{ id: string; title: string; detail: string }>`
        select id, ${search.title} as title, ${search.detail} as detail from ${sql.table(recordKinds[entity].table)}
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
