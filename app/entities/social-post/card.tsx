import { engagementOf, showsEngagement, socialPostStatusTone } from "./rules";
import { statusBadge } from "~/admin-kit/ui/badge";
import { Facts } from "~/admin-kit/ui/record-card";
import type { SocialPost } from "./schema";
import type { CardContent, CardTools } from "~/admin-kit/contracts";

/** A post's status, on its card and its page. */
export const SocialPostStatusBadge = statusBadge(socialPostStatusTone, (t, status) => t(`status.socialPost.${status}`));

/** One social post as a card of its back-office list. */
export function socialPostCard(post: SocialPost, { t, format }: CardTools): CardContent {
  const published = showsEngagement(post);
  return {
    title: `${post.platform} · ${post.id}`,
    subtitle:
      published && post.publishedDate
        ? t("social.publishedOn", { date: format.dateTime(post.publishedDate) })
        : t("social.scheduledFor", { date: format.dateTime(post.scheduledDate) }),
    badges: <SocialPostStatusBadge status={post.status} />,
    body: (
      <>
        <p className="text-slate-800">{post.content}</p>
        {post.campaignName ? (
          <p className="text-xs text-slate-600">
            {t("social.campaign")}: {post.campaignName}
          </p>
        ) : null}
        {post.mediaUrls.length > 0 ? (
          <div className="flex gap-2">
            {post.mediaUrls.map((url) => (
              <img
                key={url}
                src={url}
                alt=""
                width={64}
                height={48}
                loading="lazy"
                className="h-12 w-16 rounded border border-slate-200 bg-slate-50 object-contain"
              />
            ))}
          </div>
        ) : null}
        {published ? (
          <div data-testid="engagement">
            <Facts
              items={[
                [t("social.likes"), format.number(post.engagementData.likes)],
                [t("social.shares"), format.number(post.engagementData.shares)],
                [t("social.comments"), format.number(post.engagementData.comments)],
                [t("social.reach"), format.number(post.engagementData.reach)],
                [t("social.clicks"), format.number(post.engagementData.clicks)],
                [t("social.cards.totalEngagement"), format.number(engagementOf(post))],
              ]}
            />
          </div>
        ) : (
          <p className="text-xs text-slate-500 italic">{t("social.noEngagement")}</p>
        )}
      </>
    ),
  };
}
