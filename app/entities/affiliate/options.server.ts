import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { member } from "~/domain/admin/vocabulary";
import type { AffiliateOption } from "../opportunity/form";
import { affiliateStatuses } from "./schema";

/** The active affiliates an opportunity can name (and the one it names already, whatever its status), by name. */
export async function affiliateOptions(
  db: Kysely<Database>,
  current: string | null = null,
): Promise<AffiliateOption[]> {
  const rows = await db
    .selectFrom("affiliates")
    .select(["affiliate_code as code", "name"])
    .where((eb) =>
      eb.or([
        eb("status", "=", member(affiliateStatuses, "Active")),
        ...(current ? [eb("affiliate_code", "=", current)] : []),
      ]),
    )
    .orderBy("name")
    .limit(500)
    .execute();
  return rows;
}
