import { socialPlatforms, socialPostStatuses } from "./schema";
import { recordListView, statusSelect } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const socialPostView = recordListView("socialPost", {
  createLabel: "social.create",
  cards: { total: "number", published: "number", scheduled: "number", totalEngagement: "number" },
  selects: [
    statusSelect(socialPostStatuses, "socialPost"),
    { name: "platform", all: "allPlatforms", values: socialPlatforms },
  ],
});
