import { average, filterList, sum } from "../admin/search";
import type { Tone } from "../admin/tone";
import type { Affiliate, AffiliateStatus } from "./schema";

/** Rating colours: 4.5 or more green, 4 or more blue, 3.5 or more yellow, lower red. */
export function ratingTone(rating: number): Tone {
  if (rating >= 4.5) return "green";
  if (rating >= 4) return "blue";
  if (rating >= 3.5) return "yellow";
  return "red";
}

export const affiliateStatusTone: Record<AffiliateStatus, Tone> = {
  Active: "green",
  Pending: "yellow",
  Inactive: "gray",
  Suspended: "red",
};

/** The affiliates search looks at name, contact name and affiliate code. */
export const affiliateSearchFields = [
  "name",
  "contactName",
  "affiliateCode",
] as const satisfies readonly (keyof Affiliate)[];

export const affiliateSelects = { status: "status", category: "category" } as const;

export function filterAffiliates(
  affiliates: readonly Affiliate[],
  filter: { q?: string; status?: string; category?: string },
): Affiliate[] {
  return filterList(affiliates, affiliateSearchFields, affiliateSelects, filter);
}

export function affiliateCards(affiliates: readonly Affiliate[]) {
  return {
    active: affiliates.filter((a) => a.status === "Active").length,
    totalCommissions: sum(affiliates, (a) => a.totalEarnings),
    totalSales: sum(affiliates, (a) => a.totalSales),
    averageCommissionRate: Math.round(average(affiliates, (a) => a.commissionRate) * 10) / 10,
  };
}
export type AffiliateCards = ReturnType<typeof affiliateCards>;
