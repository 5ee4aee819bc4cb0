import { z } from "~/lib/zod";
import { storedText } from "../../domain/fields";
import { amount, isoDate, systemType, wholePercent } from "../../domain/admin/schema";
import { staffId } from "../staff/schema";
import { LEAD_ID_PATTERN } from "../lead/schema";

/** Opportunity stages, defined once. */
export const opportunityStages = [
  "Discovery",
  "Qualification",
  "Proposal",
  "Negotiation",
  "Closed Won",
  "Closed Lost",
] as const;
export type OpportunityStage = (typeof opportunityStages)[number];

/**
 * Why a deal was lost, asked when it is closed lost, so that the losses can be read by cause: the
 * price, a competitor chosen, no budget, the project put off, a site no system fits, no decision
 * taken, or another reason (said in a note).
 */
export const lossReasons = [
  "Price",
  "Competitor",
  "No Budget",
  "Postponed",
  "Site Constraints",
  "No Decision",
  "Other",
] as const;
export type LossReason = (typeof lossReasons)[number];

export const opportunitySchema = z
  .object({
    id: z.string().regex(/^OPP-\d{4}-\d{3,}$/),
    name: storedText("title").min(1),
    /** None when staff opened it for a contact rather than by converting a lead. */
    leadId: z.string().regex(LEAD_ID_PATTERN).nullable(),
    contactName: storedText("personName").min(1),
    company: storedText("company"),
    value: amount,
    probability: wholePercent,
    stage: z.enum(opportunityStages),
    systemType: systemType.nullable(),
    closeDate: isoDate.nullable(),
    wonDate: isoDate.nullable(),
    /** Why it was lost: given when it is closed lost (deals lost before reasons were asked have none). */
    lossReason: z.enum(lossReasons).nullable(),
    assignedTo: staffId.nullable(),
    description: storedText("message"),
    createdAt: isoDate,
    lastActivity: isoDate,
    nextStep: z.string().max(300),
  })
  .refine((o) => o.wonDate === null || o.stage === "Closed Won", {
    message: "Only a Closed Won opportunity has a won date",
    path: ["wonDate"],
  })
  .refine((o) => o.lossReason === null || o.stage === "Closed Lost", {
    message: "Only a Closed Lost opportunity has a loss reason",
    path: ["lossReason"],
  });
export type Opportunity = z.infer<typeof opportunitySchema>;
