import { socialPlatforms, socialPostStatuses } from "./schema";
import type { ListView } from "~/admin-kit/contracts";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const socialPostView: ListView = {
  section: "social",
  recordPath: "/admin/social",
  create: { label: "social.create", href: "/admin/social/new" },
  cards: { total: "number", published: "number", scheduled: "number", totalEngagement: "number" },
  selects: [
    { name: "status", all: "allStatuses", values: socialPostStatuses, option: "status.socialPost" },
    { name: "platform", all: "allPlatforms", values: socialPlatforms },
  ],
};
