import { sql } from "kysely";
import { member } from "~/domain/admin/vocabulary";
import { campaignSchema, campaignStatuses } from "./schema";
import { defineList, countWhere, total } from "~/admin-kit/lists/query.server";
import { campaignView } from "./view";

/** The back-office list of this entity: its table, selects, order and cards (the query all lists share is in features/admin/lists). */
export const campaignList = defineList(campaignView, campaignSchema, "campaigns", {
  searched: ["name", "description", "platform"],
  newest: "scheduled_date",
  cards: () => ({
    totalBudget: total("budget"),
    totalSpent: total("spent"),
    totalReach: sql`coalesce(sum(reach), 0)::bigint`,
    active: countWhere("status", member(campaignStatuses, "Active")),
  }),
});
