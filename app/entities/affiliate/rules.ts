import type { Tone } from "../../domain/admin/tone";
import type { AffiliateStatus } from "./schema";

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
