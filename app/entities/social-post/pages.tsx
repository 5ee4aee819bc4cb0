import { useActionData } from "react-router";
import { engagementOf, showsEngagement } from "./rules";
import { engagementFields, engagementFormValues, socialPostFields, socialPostFormValues } from "./form";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { RecordForm } from "~/admin-kit/records/record-form";
import { IntentForm } from "~/admin-kit/records/intent-form";
import { Detail, RecordLink, useMayChange } from "~/admin-kit/records/record-ui";
import { Panel } from "~/admin-kit/ui/panels";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useNewRecordData, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord, NewRecordData } from "~/admin-kit/records/pages.server";
import type { socialPostPages } from "./pages.server";
import { socialPostView } from "./view";
import { SocialPostStatusBadge, socialPostCard } from "./card";

function NewSocialPost() {
  const loaderData = useNewRecordData<NewRecordData<typeof socialPostPages>>();
  const t = useT("admin");
  return (
    <NewRecordFormPage
      fields={socialPostFields(t, loaderData.campaigns)}
      values={{ status: "Scheduled", platform: "LinkedIn", scheduledDate: loaderData.scheduledDate }}
    />
  );
}

function SocialPostPage() {
  const t = useT("admin");
  const format = useAdminFormat();
  const mayChange = useMayChange();
  const result = useActionData<RecordActionResult>();
  const { record: post } = useRecordPage<FoundRecord<typeof socialPostPages>>();
  const published = showsEngagement(post);
  return (
    <RecordPage
      subtitle={joinParts(post.campaignName ?? "", post.createdBy)}
      badges={<SocialPostStatusBadge status={post.status} />}
      details={
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
                  <RecordLink screen="campaigns" id={post.campaignId}>
                    {post.campaignName}
                  </RecordLink>
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
          ) : null}
        </>
      }
      edit={published ? undefined : { fields: socialPostFields(t, post.campaigns), values: socialPostFormValues(post) }}
      actions={
        mayChange && !published ? (
          <IntentForm result={result} intent="publish" label={t("actions.post.publish")} primary>
            <p className="text-xs text-slate-600">{t("actions.post.publishHint")}</p>
          </IntentForm>
        ) : null
      }
      remove={{ label: t("actions.post.delete"), confirmation: t("actions.post.confirmDelete") }}
    />
  );
}

/** The social screens in the browser: the list, the form that adds one, and a record's page. */
export const socialPostPagesUi: EntityPagesUi = {
  List: listPage(socialPostView, socialPostCard),
  New: NewSocialPost,
  Record: SocialPostPage,
};
