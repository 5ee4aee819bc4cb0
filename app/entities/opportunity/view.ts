import { opportunityStages } from "./schema";
import { recordListView } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const opportunityView = recordListView("opportunity", {
  cards: { total: "number", pipelineValue: "money", wonValue: "money", averageOpenProbability: "percent" },
  selects: [{ name: "stage", all: "allStages", values: opportunityStages, option: "status.stage" }],
  views: [{ label: "opportunities.board", href: "/admin/opportunities/board" }],
});
