import { toneOfScore, type Tone } from "../../domain/admin/tone";
import type { AffiliateStatus } from "./schema";

/** Rating colours: 4.5 or more green, 4 or more blue, 3.5 or more yellow, lower red. */
export const ratingTone = (rating: number): Tone => toneOfScore(rating, { green: 4.5, blue: 4, yellow: 3.5 }, "red");

export const affiliateStatusTone: Record<AffiliateStatus, Tone> = {
  Active: "green",
  Pending: "yellow",
  Inactive: "gray",
  Suspended: "red",
};
