import { socialPlatforms, socialPostStatuses } from "./schema";
import type { ListView } from "~/features/admin/ui/list-screen";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const socialPostView: ListView = {
  section: "social",
  create: { label: "social.create" },
  exportList: "social",
  cards: [
    ["total", "number"],
    ["published", "number"],
    ["scheduled", "number"],
    ["totalEngagement", "number"],
  ],
  selects: [
    {
      name: "status",
      label: "social.status",
      all: "social.allStatuses",
      values: socialPostStatuses,
      option: "status.socialPost",
    },
    { name: "platform", label: "social.platform", all: "social.allPlatforms", values: socialPlatforms },
  ],
};
