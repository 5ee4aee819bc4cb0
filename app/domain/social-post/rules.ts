import { filterList, sum } from "../admin/search";
import type { Tone } from "../admin/tone";
import type { SocialPost, SocialPostStatus } from "./schema";

export const socialPostStatusTone: Record<SocialPostStatus, Tone> = {
  Published: "green",
  Scheduled: "blue",
  Draft: "gray",
  Failed: "red",
};

/** Engagement figures exist only for published posts. */
export function showsEngagement(post: { status: SocialPostStatus }): boolean {
  return post.status === "Published";
}

/** Likes plus shares plus comments, for a published post; 0 otherwise. */
export function engagementOf(post: Pick<SocialPost, "status" | "engagementData">): number {
  if (!showsEngagement(post)) return 0;
  const { likes, shares, comments } = post.engagementData;
  return likes + shares + comments;
}

/** The social search looks at content, platform and campaign name. */
export const socialPostSearchFields = [
  "content",
  "platform",
  "campaignName",
] as const satisfies readonly (keyof SocialPost)[];

export const socialPostSelects = { status: "status", platform: "platform" } as const;

export function filterSocialPosts(
  posts: readonly SocialPost[],
  filter: { q?: string; status?: string; platform?: string },
): SocialPost[] {
  return filterList(posts, socialPostSearchFields, socialPostSelects, filter);
}

export function socialPostCards(posts: readonly SocialPost[]) {
  return {
    total: posts.length,
    published: posts.filter((p) => p.status === "Published").length,
    scheduled: posts.filter((p) => p.status === "Scheduled").length,
    totalEngagement: sum(posts, engagementOf),
  };
}
export type SocialPostCards = ReturnType<typeof socialPostCards>;
