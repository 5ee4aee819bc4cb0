import { sql } from "kysely";
import { monthOf } from "~/domain/admin/dates";
import { leadSchema } from "./schema";
import { defineList, count, total } from "~/admin-kit/lists/query.server";
import { leadView } from "./view";

/** The back-office list of this entity: its table, selects, order and cards (the query all lists share is in features/admin/lists). */
export const leadList = defineList(leadView, leadSchema, "leads", {
  searched: ["title", "contactName", "company"],
  newest: "created_at",
  cards: (today) => ({
    total: count,
    pipelineValue: total("value"),
    averageProbability: sql`coalesce(round(avg(probability)), 0)`,
    thisMonth: sql`count(*) filter (where created_at >= ${`${monthOf(today)}-01`}::date and created_at < (${`${monthOf(today)}-01`}::date + interval '1 month'))::int`,
  }),
});
