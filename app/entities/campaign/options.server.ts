import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import type { CampaignOption } from "../social-post/form";

/** The campaigns a post can belong to, newest first. */
export function campaignOptions(db: Kysely<Database>): Promise<CampaignOption[]> {
  return db
    .selectFrom("campaigns")
    .select(["id", "name"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(200)
    .execute();
}
