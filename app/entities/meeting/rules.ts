import type { Tone } from "~/domain/admin/tone";
import type { Meeting } from "./schema";

/** Where a meeting stands at a moment: cancelled, past (it ended), or coming (or under way). */
export type MeetingState = "cancelled" | "past" | "coming";

export function meetingState(m: Pick<Meeting, "status" | "endsAt">, now: string): MeetingState {
  if (m.status === "Cancelled") return "cancelled";
  return m.endsAt <= now ? "past" : "coming";
}

export const meetingTone: Record<MeetingState, Tone> = { cancelled: "gray", past: "blue", coming: "green" };
