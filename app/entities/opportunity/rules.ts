import type { Tone } from "../../domain/admin/tone";
import { opportunityStages, type LossReason, type Opportunity, type OpportunityStage } from "./schema";

/** The stages that end an opportunity, won or lost; every other stage is open. */
export const closedStages = ["Closed Won", "Closed Lost"] as const satisfies readonly OpportunityStage[];
export const openStages = opportunityStages.filter(
  (stage): stage is Exclude<OpportunityStage, (typeof closedStages)[number]> =>
    !(closedStages as readonly string[]).includes(stage),
);
export type OpenStage = (typeof openStages)[number];

export function isOpen(opportunity: { stage: OpportunityStage }): boolean {
  return !(closedStages as readonly string[]).includes(opportunity.stage);
}

/**
 * The probability an opportunity gets when it enters a stage; staff may set another one while it
 * is open. Won is certain, lost is nothing.
 */
export const stageProbability: Record<OpportunityStage, number> = {
  Discovery: 10,
  Qualification: 25,
  Proposal: 50,
  Negotiation: 75,
  "Closed Won": 100,
  "Closed Lost": 0,
};

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

export type StageChange =
  | { error: "sameStage" | "closedStage" | "notClosed" | "lossReasonRequired" }
  | { stage: OpportunityStage; wonDate: string | null; lossReason: LossReason | null; probability: number };

/** The stage that asks why: a deal closed lost says why it was lost. */
export const LOST: OpportunityStage = "Closed Lost";

/**
 * Moving an open opportunity to another stage: it takes that stage's default probability; Closed
 * Won also sets the won date to today, and Closed Lost needs the reason it was lost (a reason given
 * for another stage is not kept). A closed one (won or lost) moves only by being reopened.
 */
export function changeStage(
  current: Pick<Opportunity, "stage">,
  to: OpportunityStage,
  today: string,
  lossReason: LossReason | null = null,
): StageChange {
  if (current.stage === to) return { error: "sameStage" };
  if (!isOpen(current)) return { error: "closedStage" };
  if (to === LOST && !lossReason) return { error: "lossReasonRequired" };
  return {
    stage: to,
    wonDate: to === "Closed Won" ? today : null,
    lossReason: to === LOST ? lossReason : null,
    probability: stageProbability[to],
  };
}

/** Reopening a closed opportunity into an open stage: the won date and the loss reason go, the stage's probability comes back. */
export function reopen(current: Pick<Opportunity, "stage">, to: OpenStage): StageChange {
  if (isOpen(current)) return { error: "notClosed" };
  return { stage: to, wonDate: null, lossReason: null, probability: stageProbability[to] };
}
