import { z } from "~/lib/zod";
import { toOfficeMinute } from "~/domain/admin/dates";
import { entityPages } from "~/admin-kit/records/pages.server";
import { intentHandler } from "~/admin-kit/records/record-action.server";
import { campaignOptions } from "../campaign/options.server";
import {
  createSocialPost,
  deleteSocialPost,
  editSocialPost,
  publishSocialPost,
  recordEngagement,
} from "./actions.server";
import { findSocialPost } from "./find.server";
import { engagementFormSchema, socialPostFormSchema } from "./form";
import { socialPostList } from "./list.server";

/** The social posts' screens: the list, each post's page (with its engagement), and the form that writes one. */
export const socialPostPages = entityPages(socialPostList, {
  record: {
    // With the campaigns its form can name.
    find: async (db, id, lock) => ({ ...(await findSocialPost(db, id, lock)), campaigns: await campaignOptions(db) }),
    title: (post) => `${post.platform} · ${post.id}`,
    edit: editSocialPost,
    remove: deleteSocialPost,
    intents: (id) => ({
      engagement: intentHandler(engagementFormSchema, (figures, { db, actor }) =>
        recordEngagement(db, actor, id, figures),
      ),
      publish: intentHandler(z.object({}), (_, { db, actor }) => publishSocialPost(db, actor, id)),
    }),
  },
  create: {
    data: async ({ read }) => ({
      campaigns: await read(campaignOptions),
      // Tomorrow at this time, on the office's clock.
      scheduledDate: toOfficeMinute(new Date(Date.now() + 24 * 3600 * 1000)),
    }),
    schema: socialPostFormSchema,
    save: createSocialPost,
  },
});
