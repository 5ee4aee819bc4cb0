import { leadPriorities, leadStatuses } from "./schema";
import type { ListView } from "~/admin-kit/contracts";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const leadView: ListView = {
  section: "leads",
  recordPath: "/admin/leads",
  create: { label: "leads.add", href: "/admin/leads/new" },
  cards: { total: "number", pipelineValue: "money", averageProbability: "percent", thisMonth: "number" },
  selects: [
    { name: "status", all: "allStatuses", values: leadStatuses, option: "status.lead" },
    { name: "priority", all: "allPriorities", values: leadPriorities, option: "status.priority" },
  ],
};
