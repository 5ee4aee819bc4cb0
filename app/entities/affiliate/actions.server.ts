import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today } from "~/admin-kit/records/find.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findAffiliate, findAffiliateByCode } from "./find.server";
import { insertRecord, recordEditor } from "~/admin-kit/records/save.server";
import { type NewAffiliate, affiliateDetailsSchema } from "./form";

/** PostgreSQL's "unique_violation": two affiliates given one code at the same moment. */
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "23505";

/** A new affiliate partner with a code no other has; returns its id. */
export async function createAffiliate(db: Kysely<Database>, actor: Actor, affiliate: NewAffiliate): Promise<string> {
  const taken = () => new ActionRefused("codeTaken", 409, "affiliateCode");
  try {
    return await db.transaction().execute(async (trx) => {
      if (await findAffiliateByCode(trx, affiliate.affiliateCode)) throw taken();
      return insertRecord(
        trx,
        actor,
        "affiliate",
        {
          ...affiliate,
          totalEarnings: 0,
          totalSales: 0,
          referralCount: 0,
          joinDate: today(),
          lastSale: null,
          performanceRating: 0,
        },
        "affiliateCreated",
        { code: affiliate.affiliateCode },
      );
    });
  } catch (error) {
    throw isUniqueViolation(error) ? taken() : error;
  }
}

export const editAffiliate = recordEditor("affiliate", findAffiliate, affiliateDetailsSchema);

/** Removes an affiliate that never earned a commission; one that did stays (set it Inactive instead). */
export async function deleteAffiliate(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const affiliate = await findAffiliate(trx, id, true);
    const earned = await trx
      .selectFrom("commissions")
      .select("id")
      .where("affiliate_code", "=", affiliate.affiliateCode)
      .executeTakeFirst();
    if (earned) throw new ActionRefused("hasCommissions");
    await trx
      .updateTable("opportunities")
      .set({ affiliate_code: null })
      .where("affiliate_code", "=", affiliate.affiliateCode)
      .execute();
    await trx.deleteFrom("affiliates").where("id", "=", id).execute();
    await recordEvent(trx, actor, "affiliate", id, "affiliateDeleted", { name: affiliate.name });
  });
}
