import { z } from "~/lib/zod";
import { storedText } from "~/domain/fields";
import { isoDate, isoDateTime } from "~/domain/admin/schema";
import { CONTACT_ID_PATTERN } from "../contact/schema";
import { staffId } from "../staff/schema";
import { relatedFields } from "../related/schema";

/** A meeting is scheduled until it is cancelled (a cancelled meeting's attendees were told so). */
export const meetingStatuses = ["Scheduled", "Cancelled"] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];

/** The most contacts, and the most staff, one meeting invites. */
export const MAX_ATTENDEES = 20;

/**
 * A meeting: what it is, from when to when (kept in UTC, typed and shown on the office's clock),
 * where (a place or a link), whom it invites (contacts by number, staff by account), the record it
 * is about, and how many times its invitation was changed (the iCalendar SEQUENCE).
 */
export const meetingSchema = z.object({
  id: z.string().regex(/^MTG-\d{4}-\d{3,}$/),
  title: storedText("title").min(1),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  location: storedText("address"),
  contactIds: z.array(z.string().regex(CONTACT_ID_PATTERN)).max(MAX_ATTENDEES),
  staffIds: z.array(staffId).max(MAX_ATTENDEES),
  ...relatedFields,
  notes: storedText("message"),
  status: z.enum(meetingStatuses),
  sequence: z.number().int().min(0),
  createdAt: isoDate,
});
export type Meeting = z.infer<typeof meetingSchema>;
