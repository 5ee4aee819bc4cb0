import { teamMembers } from "~/domain/admin/schema";
import { opportunityStages } from "./schema";
import type { ListView } from "~/admin-kit/contracts";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const opportunityView: ListView = {
  section: "opportunities",
  recordPath: "/admin/opportunities",
  create: { label: "opportunities.add", href: "/admin/opportunities/new" },
  cards: { total: "number", pipelineValue: "money", wonValue: "money", averageOpenProbability: "percent" },
  selects: [
    { name: "stage", all: "allStages", values: opportunityStages, option: "status.stage" },
    { name: "member", all: "allMembers", values: teamMembers },
  ],
};
