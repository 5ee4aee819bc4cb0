import { adminRoute } from "~/admin-kit/route-handle";
import { Link, useActionData } from "react-router";
import type { Kysely } from "kysely";
import type { Route } from "./+types/social-post-record";
import { z } from "~/lib/zod";
import type { Database } from "~/server/db/schema";
import { engagementOf, showsEngagement, socialPostStatusTone } from "~/entities/social-post/rules";
import {
  deleteSocialPost,
  editSocialPost,
  publishSocialPost,
  recordEngagement,
} from "~/entities/social-post/actions.server";
import {
  engagementFields,
  engagementFormSchema,
  engagementFormValues,
  socialPostFields,
  socialPostFormSchema,
  socialPostFormValues,
} from "~/entities/social-post/form";
import { campaignOptions } from "~/entities/campaign/options.server";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { noteIntent } from "~/features/admin/records/notes.server";
import { findSocialPost } from "~/entities/social-post/find.server";
import { actionByIntent, deleteIntent, intentHandler } from "~/admin-kit/records/record-action.server";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { loadRecord } from "~/features/admin/records/record-loader.server";
import { EditDetailsPanel, RecordForm } from "~/admin-kit/records/record-form";
import { NotesAndDelete, IntentForm } from "~/admin-kit/records/intent-form";
import { RecordNotFound } from "~/admin-kit/records/record-not-found";
import { Detail, History, RecordLayout, useMayChange } from "~/admin-kit/records/record-ui";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";

export const handle = adminRoute("social");

const findWithCampaigns = async (db: Kysely<Database>, id: string) => ({
  ...(await findSocialPost(db, id)),
  campaigns: await campaignOptions(db),
});

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadRecord(
    request,
    handle.adminAccess,
    "socialPost",
    params.id,
    findWithCampaigns,
    (post) => `${post.platform} · ${post.id}`,
    "social.title",
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  return actionByIntent(request, handle.adminAccess, {
    save: intentHandler(socialPostFormSchema, (post, { db, actor }) => editSocialPost(db, actor, params.id, post)),
    engagement: intentHandler(engagementFormSchema, (figures, { db, actor }) =>
      recordEngagement(db, actor, params.id, figures),
    ),
    publish: intentHandler(z.object({}), (_, { db, actor }) => publishSocialPost(db, actor, params.id)),
    note: noteIntent("socialPost", params.id),
    delete: deleteIntent((db, actor) => deleteSocialPost(db, actor, params.id), "/admin/social"),
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function SocialPostPage({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const mayChange = useMayChange();
  const result = useActionData<RecordActionResult>();
  const { record: post, history } = loaderData;
  if (!post) return <RecordNotFound list="/admin/social" />;
  const published = showsEngagement(post);
  return (
    <RecordLayout
      title={`${post.platform} · ${post.id}`}
      subtitle={joinParts(post.campaignName ?? "", post.createdBy)}
      list="/admin/social"
      invalid={post.invalidFields}
      badges={<Badge tone={socialPostStatusTone[post.status]}>{t(`status.socialPost.${post.status}`)}</Badge>}
      main={
        <>
          <Panel title={t("actions.post.details")}>
            <p className="whitespace-pre-line text-sm text-slate-800">{post.content}</p>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <Detail label={t("actions.post.scheduledFor")}>{format.dateTime(post.scheduledDate)}</Detail>
              <Detail label={t("actions.post.published")} testId="published-date">
                {post.publishedDate ? format.dateTime(post.publishedDate) : "—"}
              </Detail>
              <Detail label={t("social.campaign")}>
                {post.campaignId ? (
                  <Link className="text-brand-700 hover:underline" to={`/admin/campaigns/${post.campaignId}`}>
                    {post.campaignName}
                  </Link>
                ) : (
                  (post.campaignName ?? "—")
                )}
              </Detail>
              <Detail label={t("social.cards.totalEngagement")} testId="engagement">
                {published ? format.number(engagementOf(post)) : t("social.noEngagement")}
              </Detail>
            </dl>
          </Panel>
          {published ? (
            <Panel title={t("actions.post.engagement")}>
              <RecordForm
                intent="engagement"
                fields={engagementFields(t)}
                values={engagementFormValues(post)}
                result={result}
                submitLabel={t("actions.save")}
              />
            </Panel>
          ) : (
            <EditDetailsPanel
              fields={socialPostFields(t, post.campaigns)}
              values={socialPostFormValues(post)}
              result={result}
            />
          )}
          <History entries={history} />
        </>
      }
      side={
        <>
          {mayChange && !published ? (
            <IntentForm result={result} intent="publish" label={t("actions.post.publish")} primary>
              <p className="text-xs text-slate-600">{t("actions.post.publishHint")}</p>
            </IntentForm>
          ) : null}
          <NotesAndDelete
            result={result}
            deleteLabel={t("actions.post.delete")}
            confirmation={t("actions.post.confirmDelete")}
          />
        </>
      }
    />
  );
}
