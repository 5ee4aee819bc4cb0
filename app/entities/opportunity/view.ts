import { lossReasons, opportunityStages } from "./schema";
import { recordListView } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const opportunityView = recordListView("opportunity", {
  cards: { total: "number", pipelineValue: "money", wonValue: "money", averageOpenProbability: "percent" },
  selects: [
    { name: "stage", all: "allStages", values: opportunityStages, option: "status.stage" },
    { name: "lossReason", all: "allLossReasons", values: lossReasons, option: "status.lossReason" },
  ],
  views: [{ label: "opportunities.board", href: "/admin/opportunities/board" }],
  table: {
    columns: [
      { field: "name" },
      { field: "contactName" },
      { field: "company" },
      { field: "stage", format: "coded", option: "status.stage" },
      { field: "value", format: "money" },
      { field: "probability", format: "percent" },
      { field: "assignedTo", format: "owner" },
      { field: "closeDate", format: "date" },
      { field: "nextStep", sortable: false },
      { field: "systemType", format: "coded", option: "systemType" },
      { field: "lossReason", format: "coded", option: "status.lossReason" },
      { field: "lastActivity", format: "date" },
      { field: "createdAt", format: "date" },
    ],
    shown: 8,
    owned: true,
  },
});
