import { average, filterList, sum } from "../admin/search";
import type { Tone } from "../admin/tone";
import type { Opportunity, OpportunityStage } from "./schema";

/** Open means the stage does not contain "Closed". */
export function isOpen(opportunity: { stage: OpportunityStage }): boolean {
  return !opportunity.stage.includes("Closed");
}

/** A won date marks it won: the card shows "Won" and "Won Value" instead of "Potential Value". */
export function isWon(opportunity: { wonDate: string | null }): boolean {
  return opportunity.wonDate !== null;
}

export const opportunityStageTone: Record<OpportunityStage, Tone> = {
  Discovery: "blue",
  Qualification: "purple",
  Proposal: "yellow",
  Negotiation: "orange",
  "Closed Won": "green",
  "Closed Lost": "red",
};

/** The opportunities search looks at name, contact name and company. */
export const opportunitySearchFields = ["name", "contactName", "company"] as const satisfies readonly (keyof Opportunity)[];

export const opportunitySelects = { stage: "stage", member: "assignedTo" } as const;

export function filterOpportunities(opportunities: readonly Opportunity[], filter: { q?: string; stage?: string; member?: string }): Opportunity[] {
  return filterList(opportunities, opportunitySearchFields, opportunitySelects, filter);
}

/** Pipeline value and average probability count the open opportunities; won value the won ones. */
export function opportunityCards(opportunities: readonly Opportunity[]) {
  const open = opportunities.filter(isOpen);
  return {
    total: opportunities.length,
    pipelineValue: sum(open, (o) => o.value),
    wonValue: sum(opportunities.filter(isWon), (o) => o.value),
    averageOpenProbability: Math.round(average(open, (o) => o.probability)),
  };
}
export type OpportunityCards = ReturnType<typeof opportunityCards>;

export type StageChange = { error: "sameStage" | "closedStage" } | { stage: OpportunityStage; wonDate: string | null; probability: number };

/**
 * Moving an opportunity between stages: a closed one (won or lost) stays closed; Closed Won sets
 * the won date to today and the probability to 100, Closed Lost sets the probability to 0.
 */
export function changeStage(current: Pick<Opportunity, "stage" | "probability">, to: OpportunityStage, today: string): StageChange {
  if (current.stage === to) return { error: "sameStage" };
  if (!isOpen(current)) return { error: "closedStage" };
  if (to === "Closed Won") return { stage: to, wonDate: today, probability: 100 };
  if (to === "Closed Lost") return { stage: to, wonDate: null, probability: 0 };
  return { stage: to, wonDate: null, probability: current.probability };
}
