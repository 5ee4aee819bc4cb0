import { z } from "~/lib/zod";
import { choice, count, longText, minute, optional } from "~/domain/admin/form-inputs";
import { toOfficeMinute } from "~/domain/admin/dates";
import { numberInputLength } from "~/domain/number-limits";
import type { TFn } from "~/i18n/language";
import { selectField } from "~/admin-kit/ui/field-specs";
import type { FieldSpec } from "~/admin-kit/contracts";
import { socialPlatforms, type SocialPost, type SocialPostStatus } from "./schema";

/** The statuses a post is written in; it becomes Published by being published, never by this form. */
export const writtenPostStatuses = ["Draft", "Scheduled"] as const satisfies readonly SocialPostStatus[];

/** A post as staff write and schedule it. */
export const socialPostFormSchema = z.object({
  content: longText(3000).pipe(z.string().min(1, "required")),
  platform: choice(socialPlatforms),
  status: choice(writtenPostStatuses),
  scheduledDate: minute,
  campaignId: optional(z.string().regex(/^CMP-\d{4}-\d{3,}$/, "invalidChoice")),
});
export type SocialPostForm = z.infer<typeof socialPostFormSchema>;

/** A published post's figures, as the channel reports them. */
export const engagementFormSchema = z.object({
  likes: count,
  shares: count,
  comments: count,
  reach: count,
  clicks: count,
});
export type EngagementForm = z.infer<typeof engagementFormSchema>;

/** A campaign a post can belong to. */
export type CampaignOption = { id: string; name: string };

export function socialPostFields(t: TFn<"admin">, campaigns: readonly CampaignOption[]): FieldSpec[] {
  return [
    { name: "content", label: t("actions.post.content"), kind: "textarea", required: true, maxLength: 3000, rows: 5 },
    selectField("platform", t("social.platform"), socialPlatforms),
    selectField("status", t("social.status"), writtenPostStatuses, { optionLabel: (s) => t(`status.socialPost.${s}`) }),
    {
      name: "scheduledDate",
      label: t("actions.post.scheduledFor"),
      kind: "datetime-local",
      required: true,
      hint: t("actions.post.timeZoneHint"),
    },
    {
      name: "campaignId",
      label: t("social.campaign"),
      kind: "select",
      options: [{ value: "", label: t("actions.none") }, ...campaigns.map((c) => ({ value: c.id, label: c.name }))],
    },
  ];
}

export function engagementFields(t: TFn<"admin">): FieldSpec[] {
  return (["likes", "shares", "comments", "reach", "clicks"] as const).map((name) => ({
    name,
    label: t(`social.${name}`),
    kind: "number",
    inputMode: "numeric",
    maxLength: numberInputLength("count"),
  }));
}

export function socialPostFormValues(post: SocialPost): Record<string, string> {
  return {
    content: post.content,
    platform: post.platform,
    status: post.status,
    scheduledDate: toOfficeMinute(post.scheduledDate),
    campaignId: post.campaignId ?? "",
  };
}

export const engagementFormValues = (post: SocialPost): Record<string, string> =>
  Object.fromEntries(Object.entries(post.engagementData).map(([name, value]) => [name, String(value)]));
