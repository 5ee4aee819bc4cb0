import { sql } from "kysely";
import { member } from "~/domain/admin/vocabulary";
import { socialPostSchema, socialPostStatuses } from "./schema";
import { defineList, count, countWhere } from "~/features/admin/lists/query.server";
import { socialPostView } from "./view";

/** The back-office list of this entity: its table, selects, order and cards (the query all lists share is in features/admin/lists). */
export const socialPostList = defineList(socialPostView, socialPostSchema, "social_posts", {
  searched: ["content", "platform", "campaignName"],
  newest: "scheduled_date",
  cards: () => ({
    total: count,
    published: countWhere("status", member(socialPostStatuses, "Published")),
    scheduled: countWhere("status", member(socialPostStatuses, "Scheduled")),
    totalEngagement: sql`coalesce(sum((engagement_data->>'likes')::int + (engagement_data->>'shares')::int + (engagement_data->>'comments')::int) filter (where status = ${member(socialPostStatuses, "Published")}), 0)`,
  }),
});
