import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/server/db/schema";
import { member } from "~/domain/admin/vocabulary";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today } from "~/admin-kit/records/find.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findCampaign } from "~/entities/campaign/find.server";
import { findSocialPost } from "./find.server";
import { insertRecord, recordEditor, updateRecord } from "~/admin-kit/records/save.server";
import { type EngagementForm, type SocialPostForm, socialPostFormSchema } from "./form";
import { showsEngagement } from "./rules";
import { socialPostStatuses } from "./schema";

/** The campaign a post names, by id and name (the name stays on the post if the campaign goes). */
async function campaignOf(trx: Transaction<Database>, id: string | null) {
  if (!id) return { campaignId: null, campaignName: null };
  const campaign = await findCampaign(trx, id).catch((error: unknown) => {
    throw error instanceof ActionRefused ? new ActionRefused("notFound", 409, "campaignId") : error;
  });
  return { campaignId: campaign.id, campaignName: campaign.name };
}

/** Writes a post, a draft or scheduled; returns its id. */
export async function createSocialPost(db: Kysely<Database>, actor: Actor, post: SocialPostForm): Promise<string> {
  return db.transaction().execute(async (trx) =>
    insertRecord(
      trx,
      actor,
      "socialPost",
      {
        ...post,
        ...(await campaignOf(trx, post.campaignId)),
        publishedDate: null,
        mediaUrls: [],
        engagementData: { likes: 0, shares: 0, comments: 0, reach: 0, clicks: 0 },
        createdAt: today(),
        createdBy: actor.name,
      },
      "postCreated",
      { platform: post.platform },
    ),
  );
}

/** Rewrites or reschedules a post not yet published; a published one is what its readers saw, and stays. */
export const editSocialPost = recordEditor("socialPost", findSocialPost, socialPostFormSchema, {
  fields: async (trx, post: SocialPostForm, before) => {
    if (showsEngagement(before)) throw new ActionRefused("published");
    return { ...post, ...(await campaignOf(trx, post.campaignId)) };
  },
});

/** Publishes a draft or scheduled post now; publishing twice is refused. */
export async function publishSocialPost(db: Kysely<Database>, actor: Actor, id: string) {
  await db.transaction().execute(async (trx) => {
    const post = await findSocialPost(trx, id, true);
    if (showsEngagement(post)) throw new ActionRefused("alreadyPublished");
    const publishedDate = new Date().toISOString();
    await trx
      .updateTable("social_posts")
      .set({ status: member(socialPostStatuses, "Published"), published_date: publishedDate })
      .where("id", "=", id)
      .execute();
    await recordEvent(trx, actor, "socialPost", id, "published", { from: post.status });
  });
}

/** A published post's figures; a post not published has none to enter. */
export async function recordEngagement(db: Kysely<Database>, actor: Actor, id: string, figures: EngagementForm) {
  await db.transaction().execute(async (trx) => {
    const post = await findSocialPost(trx, id, true);
    if (!showsEngagement(post)) throw new ActionRefused("notPublished");
    await updateRecord(trx, actor, "socialPost", id, post, { engagementData: figures }, "engagement");
  });
}

export async function deleteSocialPost(db: Kysely<Database>, actor: Actor, id: string) {
  await db.transaction().execute(async (trx) => {
    const post = await findSocialPost(trx, id, true);
    await trx.deleteFrom("social_posts").where("id", "=", id).execute();
    await recordEvent(trx, actor, "socialPost", id, "postDeleted", { platform: post.platform });
  });
}
