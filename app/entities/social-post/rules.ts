import type { Tone } from "../../domain/admin/tone";
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
