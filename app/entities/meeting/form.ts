import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { line, longText, minute, requiredLine } from "~/domain/admin/form-inputs";
import { toOfficeMinute } from "~/domain/admin/dates";
import type { TFn } from "~/i18n/language";
import type { FieldSpec } from "~/admin-kit/contracts";
import { CONTACT_ID_PATTERN } from "../contact/schema";
import { STAFF_ID_LIMIT, STAFF_ID_PATTERN, type Staff } from "../staff/schema";
import { RELATED_ID_LENGTH, relatedInput } from "../related/schema";
import { MAX_ATTENDEES, type Meeting } from "./schema";

/** The contacts input: their numbers, separated by commas or spaces, any case. */
const contactNumbers = z
  .string()
  .max(MAX_ATTENDEES * 22, "tooManyAttendees")
  .transform((text) => [
    ...new Set(
      text
        .toUpperCase()
        .split(/[\s,;]+/)
        .filter(Boolean),
    ),
  ])
  .refine((ids) => ids.every((id) => CONTACT_ID_PATTERN.test(id)), "contactNotFound")
  .refine((ids) => ids.length <= MAX_ATTENDEES, "tooManyAttendees");

/** The staff checkboxes, as the post joins them: account ids separated by commas. */
const staffAccounts = z
  .string()
  .max(MAX_ATTENDEES * (STAFF_ID_LIMIT + 1), "tooManyAttendees")
  .transform((text) => [
    ...new Set(
      text
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .refine((ids) => ids.every((id) => id.length <= STAFF_ID_LIMIT && STAFF_ID_PATTERN.test(id)), "staffUnknown")
  .refine((ids) => ids.length <= MAX_ATTENDEES, "tooManyAttendees");

/**
 * A meeting as staff schedule it: what, from when to when on the office's clock (it must end after
 * it starts), where, whom it invites (at least one contact or colleague) and what it is about.
 */
export const meetingFormSchema = z
  .object({
    title: requiredLine("title"),
    startsAt: minute,
    endsAt: minute,
    location: line("address"),
    contactIds: contactNumbers,
    staffIds: staffAccounts.prefault(""),
    related: relatedInput,
    notes: longText(TEXT_LIMITS.message),
  })
  .refine((m) => m.endsAt > m.startsAt, { path: ["endsAt"], message: "endsBeforeStart" })
  .refine((m) => m.contactIds.length + m.staffIds.length > 0, { path: ["contactIds"], message: "noAttendees" })
  .transform(({ related, ...meeting }) => ({ ...meeting, ...related }));
export type MeetingForm = z.infer<typeof meetingFormSchema>;

export function meetingFields(t: TFn<"admin">, staff: readonly Staff[]): FieldSpec[] {
  return [
    { name: "title", label: t("meetings.fields.title"), kind: "text", required: true, maxLength: TEXT_LIMITS.title },
    {
      name: "startsAt",
      label: t("meetings.fields.startsAt"),
      kind: "datetime-local",
      required: true,
      hint: t("meetings.fields.timeHint"),
    },
    { name: "endsAt", label: t("meetings.fields.endsAt"), kind: "datetime-local", required: true },
    {
      name: "location",
      label: t("meetings.fields.location"),
      kind: "text",
      maxLength: TEXT_LIMITS.address,
      hint: t("meetings.fields.locationHint"),
    },
    {
      name: "contactIds",
      label: t("meetings.fields.contacts"),
      kind: "text",
      maxLength: MAX_ATTENDEES * 22,
      hint: t("meetings.fields.contactsHint"),
    },
    {
      name: "staffIds",
      label: t("meetings.fields.staff"),
      kind: "checkboxes",
      options: staff.map((s) => ({ value: s.id, label: s.name })),
    },
    {
      name: "related",
      label: t("meetings.fields.related"),
      kind: "text",
      maxLength: RELATED_ID_LENGTH,
      hint: t("tasks.fields.relatedHint"),
    },
    { name: "notes", label: t("meetings.fields.notes"), kind: "textarea", maxLength: TEXT_LIMITS.message },
  ];
}

/** A new meeting's inputs: tomorrow 10:00 to 11:00 on the office's clock, with the organiser and the contact named. */
export function newMeetingValues(
  today: string,
  organiser: string,
  contact: string,
  related: string,
): Record<string, string> {
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const day = tomorrow.toISOString().slice(0, 10);
  return { startsAt: `${day}T10:00`, endsAt: `${day}T11:00`, staffIds: organiser, contactIds: contact, related };
}

export function meetingFormValues(m: Meeting): Record<string, string> {
  return {
    title: m.title,
    startsAt: toOfficeMinute(m.startsAt),
    endsAt: toOfficeMinute(m.endsAt),
    location: m.location,
    contactIds: m.contactIds.join(", "),
    staffIds: m.staffIds.join(","),
    related: m.relatedId ?? "",
    notes: m.notes,
  };
}
