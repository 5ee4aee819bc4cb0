import { Plus } from "lucide-react";
import type { Route } from "./+types/social";
import { engagementOf, showsEngagement, socialPostStatusTone } from "~/domain/social-post/rules";
import { socialPlatforms, socialPostStatuses } from "~/domain/social-post/schema";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/features/admin/format";
import { loadList, socialPostList } from "~/features/admin/lists.server";
import { Pager } from "~/features/admin/ui/pager";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { Badge } from "~/features/admin/ui/badge";
import { PageHeader, StatCard, StatGrid } from "~/features/admin/ui/card";
import { InertButton } from "~/features/admin/ui/inert-button";
import { ListToolbar } from "~/features/admin/ui/list-toolbar";
import { Facts, RecordCard, RecordGrid } from "~/features/admin/ui/record-card";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  const list = await loadList(screen, request, socialPostList);
  return {
    title: adminTitle(screen, "social.title"),
    query: list.query,
    cards: list.cards,
    posts: list.rows,
    paging: { matching: list.matching, page: list.page, pageCount: list.pageCount },
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function SocialPosts({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { query, cards, posts, paging } = loaderData;
  return (
    <>
      <PageHeader
        title={t("social.title")}
        subtitle={t("social.subtitle")}
        actions={
          <InertButton variant="primary">
            <Plus aria-hidden="true" className="size-4" />
            {t("social.create")}
          </InertButton>
        }
      />
      <StatGrid label={t("social.title")}>
        <StatCard testId="card-total" label={t("social.cards.total")} value={format.number(cards.total)} />
        <StatCard testId="card-published" label={t("social.cards.published")} value={format.number(cards.published)} />
        <StatCard testId="card-scheduled" label={t("social.cards.scheduled")} value={format.number(cards.scheduled)} />
        <StatCard
          testId="card-totalEngagement"
          label={t("social.cards.totalEngagement")}
          value={format.number(cards.totalEngagement)}
        />
      </StatGrid>
      <div className="mt-6">
        <ListToolbar
          query={query.q}
          placeholder={t("social.searchPlaceholder")}
          resultCount={paging.matching}
          exportList="social"
          selects={[
            {
              name: "status",
              label: t("social.status"),
              allLabel: t("social.allStatuses"),
              value: query.status,
              options: socialPostStatuses.map((s) => ({ value: s, label: t(`status.socialPost.${s}`) })),
            },
            {
              name: "platform",
              label: t("social.platform"),
              allLabel: t("social.allPlatforms"),
              value: query.platform,
              options: socialPlatforms.map((p) => ({ value: p, label: p })),
            },
          ]}
        />
        <RecordGrid count={posts.length} label={t("social.title")}>
          {posts.map((post) => {
            const published = showsEngagement(post);
            return (
              <RecordCard
                key={post.id}
                invalid={post.invalidFields}
                testId="record"
                title={`${post.platform} · ${post.id}`}
                subtitle={
                  published && post.publishedDate
                    ? t("social.publishedOn", { date: format.dateTime(post.publishedDate) })
                    : t("social.scheduledFor", { date: format.dateTime(post.scheduledDate) })
                }
                badges={<Badge tone={socialPostStatusTone[post.status]}>{t(`status.socialPost.${post.status}`)}</Badge>}
              >
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
              </RecordCard>
            );
          })}
        </RecordGrid>
        <Pager {...paging} />
      </div>
    </>
  );
}
