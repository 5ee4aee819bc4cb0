import { sql } from "kysely";
import { member } from "~/domain/admin/vocabulary";
import { socialPostSchema, socialPostStatuses } from "./schema";
import { defineList, count, countWhere } from "~/admin-kit/lists/query.server";
import { socialPostView } from "./view";

/** One engagement figure of a post, as numeric: a figure that is not a number counts nothing, rather than failing the query. */
const figure = (name: "likes" | "shares" | "comments") =>
  sql`(case when jsonb_typeof(engagement_data->${name}) = 'number' then (engagement_data->>${name})::numeric else 0 end)`;

/**
 * A post's engagement: its likes, shares and comments. Summed in numeric, which no number of
 * posts at the largest figures can overflow (an integer sum of three billions did).
 */
export const postEngagement = sql`(${figure("likes")} + ${figure("shares")} + ${figure("comments")})`;

/** The back-office list of this entity: its table, selects, order and cards (the query all lists share is in features/admin/lists). */
export const socialPostList = defineList(socialPostView, socialPostSchema, "social_posts", {
  searched: ["content", "platform", "campaignName"],
  newest: "scheduled_date",
  cards: () => ({
    total: count,
    published: countWhere("status", member(socialPostStatuses, "Published")),
    scheduled: countWhere("status", member(socialPostStatuses, "Scheduled")),
    totalEngagement: sql`coalesce(sum(${postEngagement}) filter (where status = ${member(socialPostStatuses, "Published")}), 0)`,
  }),
});
