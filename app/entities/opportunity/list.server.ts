import { sql } from "kysely";
import { closedStages } from "./rules";
import { opportunitySchema } from "./schema";
import { defineList, count } from "~/admin-kit/lists/query.server";
import { opportunityView } from "./view";

const isOpen = sql`stage not in (${sql.join([...closedStages])})`;
/** The back-office list of this entity: its table, selects, order and cards (the query all lists share is in features/admin/lists). */
export const opportunityList = defineList(opportunityView, opportunitySchema, "opportunities", {
  searched: ["name", "contactName", "company"],
  newest: "created_at",
  cards: () => ({
    total: count,
    pipelineValue: sql`coalesce(sum(value) filter (where ${isOpen}), 0)`,
    wonValue: sql`coalesce(sum(value) filter (where won_date is not null), 0)`,
    averageOpenProbability: sql`coalesce(round(avg(probability) filter (where ${isOpen})), 0)`,
  }),
});
