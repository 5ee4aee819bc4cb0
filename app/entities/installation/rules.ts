import type { Tone } from "~/domain/admin/tone";
import type { Installation } from "./schema";

/** How far ahead a maintenance visit counts as due soon. */
export const VISIT_DUE_DAYS = 30;

/** Whether the warranty still runs on `today`. */
export const underWarranty = (i: Pick<Installation, "warrantyEnd">, today: string) => i.warrantyEnd >= today;

/** A maintenance visit's state on `today`: none planned, overdue, due within VISIT_DUE_DAYS, or later. */
export function visitState(i: Pick<Installation, "nextVisit">, today: string): "none" | "overdue" | "soon" | "planned" {
  if (!i.nextVisit) return "none";
  if (i.nextVisit < today) return "overdue";
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + VISIT_DUE_DAYS);
  return i.nextVisit <= soon.toISOString().slice(0, 10) ? "soon" : "planned";
}

export const visitTone: Record<ReturnType<typeof visitState>, Tone> = {
  none: "gray",
  overdue: "red",
  soon: "yellow",
  planned: "green",
};
