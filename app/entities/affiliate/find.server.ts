import { type Db, findOne } from "~/admin-kit/records/find.server";
import type { Flagged } from "~/admin-kit/lists/query.server";
import { affiliateSchema, type Affiliate } from "./schema";

/** Reading one affiliate from the database, as its record page and actions do. */
export const findAffiliate = (db: Db, id: string, lock = false): Promise<Flagged<Affiliate>> =>
  findOne(db, "affiliates", affiliateSchema, id, lock);
/** The affiliate with this code, if any. */
export async function findAffiliateByCode(db: Db, code: string): Promise<Flagged<Affiliate> | undefined> {
  const row = await db.selectFrom("affiliates").select("id").where("affiliate_code", "=", code).executeTakeFirst();
  return row ? findAffiliate(db, row.id) : undefined;
}
