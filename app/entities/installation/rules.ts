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

/** The first maintenance visit: one interval after the handover (the last day of a shorter month). */
export function firstVisit(i: Pick<Installation, "handoverDate" | "maintenanceMonths">): string {
  const [year, month, day] = i.handoverDate.split("-").map(Number);
  const target = new Date(Date.UTC(year!, month! - 1 + Number(i.maintenanceMonths), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day!, lastDay));
  return target.toISOString().slice(0, 10);
}

export const visitTone: Record<ReturnType<typeof visitState>, Tone> = {
  none: "gray",
  overdue: "red",
  soon: "yellow",
  planned: "green",
};
