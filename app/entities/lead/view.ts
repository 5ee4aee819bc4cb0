import { leadPriorities, leadStatuses } from "./schema";
import { recordListView, statusSelect } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const leadView = recordListView("lead", {
  cards: { total: "number", pipelineValue: "money", averageProbability: "percent", thisMonth: "number" },
  selects: [
    statusSelect(leadStatuses, "lead"),
    { name: "priority", all: "allPriorities", values: leadPriorities, option: "status.priority" },
  ],
});
