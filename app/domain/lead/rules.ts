import { monthOf } from "../admin/dates";
import { average, filterList, sum } from "../admin/search";
import type { Tone } from "../admin/tone";
import type { Lead, LeadPriority, LeadStatus } from "./schema";

/** Probability colours: 75 or more green, 50 or more yellow, 25 or more orange, lower red. */
export function probabilityTone(probability: number): Tone {
  if (probability >= 75) return "green";
  if (probability >= 50) return "yellow";
  if (probability >= 25) return "orange";
  return "red";
}

export const leadStatusTone: Record<LeadStatus, Tone> = {
  New: "blue",
  Contacted: "purple",
  Qualified: "green",
  "Proposal Sent": "yellow",
  Negotiating: "orange",
  "Demo Scheduled": "gray",
};

export const leadPriorityTone: Record<LeadPriority, Tone> = { High: "red", Medium: "yellow", Low: "gray" };

/** The leads search looks at title, contact name and company. */
export const leadSearchFields = ["title", "contactName", "company"] as const satisfies readonly (keyof Lead)[];

export const leadSelects = { status: "status", priority: "priority" } as const;

export function filterLeads(
  leads: readonly Lead[],
  filter: { q?: string; status?: string; priority?: string },
): Lead[] {
  return filterList(leads, leadSearchFields, leadSelects, filter);
}

export function leadCards(leads: readonly Lead[], today: string) {
  return {
    total: leads.length,
    pipelineValue: sum(leads, (l) => l.value ?? 0),
    averageProbability: Math.round(average(leads, (l) => l.probability)),
    thisMonth: leads.filter((l) => monthOf(l.createdAt) === monthOf(today)).length,
  };
}
export type LeadCards = ReturnType<typeof leadCards>;

/** A converted lead lives on as its contact and opportunity: its status and owner no longer change. */
export function isConverted(lead: { convertedAt: string | null }): boolean {
  return lead.convertedAt !== null;
}
