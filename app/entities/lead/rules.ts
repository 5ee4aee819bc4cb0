import { toneOfScore, type Tone } from "../../domain/admin/tone";
import type { LeadPriority, LeadStatus } from "./schema";

/** Probability colours: 75 or more green, 50 or more yellow, 25 or more orange, lower red. */
export const probabilityTone = (probability: number): Tone =>
  toneOfScore(probability, { green: 75, yellow: 50, orange: 25 }, "red");

export const leadStatusTone: Record<LeadStatus, Tone> = {
  New: "blue",
  Contacted: "purple",
  Qualified: "green",
  "Proposal Sent": "yellow",
  Negotiating: "orange",
  "Demo Scheduled": "gray",
  Converted: "green",
};

export const leadPriorityTone: Record<LeadPriority, Tone> = { High: "red", Medium: "yellow", Low: "gray" };

/** A converted lead lives on as its contact and opportunity: its status and owner no longer change. */
export function isConverted(lead: { convertedAt: string | null }): boolean {
  return lead.convertedAt !== null;
}
