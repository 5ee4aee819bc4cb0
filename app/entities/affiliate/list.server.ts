import { sql } from "kysely";
import { member } from "~/domain/admin/vocabulary";
import { affiliateSchema, affiliateStatuses } from "./schema";
import { defineList, countWhere, total } from "~/admin-kit/lists/query.server";
import { affiliateView } from "./view";

/** The back-office list of this entity: its table, selects, order and cards (the query all lists share is in features/admin/lists). */
export const affiliateList = defineList(affiliateView, affiliateSchema, "affiliates", {
  searched: ["name", "contactName", "affiliateCode"],
  newest: "join_date",
  cards: () => ({
    active: countWhere("status", member(affiliateStatuses, "Active")),
    totalCommissions: total("total_earnings"),
    totalSales: total("total_sales"),
    averageCommissionRate: sql`coalesce(round(avg(commission_rate), 1), 0)`,
  }),
});
