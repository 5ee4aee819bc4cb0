import { leadPriorities, leadStatuses } from "./schema";
import { recordListView, statusSelect } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const leadView = recordListView("lead", {
  cards: { total: "number", pipelineValue: "money", averageProbability: "percent", thisMonth: "number" },
  selects: [
    statusSelect(leadStatuses, "lead"),
    { name: "priority", all: "allPriorities", values: leadPriorities, option: "status.priority" },
  ],
  table: {
    columns: [
      { field: "title" },
      { field: "contactName" },
      { field: "company" },
      { field: "status", format: "coded", option: "status.lead" },
      { field: "priority", format: "coded", option: "status.priority" },
      { field: "value", format: "money" },
      { field: "probability", format: "percent" },
      { field: "assignedTo", format: "owner" },
      { field: "expectedCloseDate", format: "date" },
      { field: "source", format: "coded", option: "source" },
      { field: "lastActivity", format: "date" },
      { field: "createdAt", format: "date" },
    ],
    shown: 8,
    owned: true,
  },
});
