import { type Db, findOne } from "~/admin-kit/records/find.server";
import type { Flagged } from "~/admin-kit/lists/query.server";
import { campaignSchema, type Campaign } from "./schema";

/** Reading one campaign from the database, as its record page and actions do. */
export const findCampaign = (db: Db, id: string, lock = false): Promise<Flagged<Campaign>> =>
  findOne(db, "campaigns", campaignSchema, id, lock);
