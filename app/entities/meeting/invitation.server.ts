import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { sql } from "kysely";
import type { Db } from "~/admin-kit/records/find.server";
import { adminFormat } from "~/admin-kit/format";
import { company } from "~/content/company";
import { OFFICE_TIME_ZONE } from "~/domain/admin/dates";
import { serverT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/types";
import { getEnv } from "~/server/env.server";
import { log } from "~/server/log.server";
import { sendMail } from "~/server/mail.server";
import { contactLanguage } from "../contact/email";
import type { Meeting } from "./schema";

/** Why an invitation goes: a new meeting, a change to it, or its cancellation. */
export type InvitationKind = "invitation" | "update" | "cancellation";

/** Someone a meeting invites: their name, address and the language they read. */
export type Attendee = { name: string; email: string; language: Language };

/** The office works in Romanian: staff are written to in it. */
const STAFF_LANGUAGE: Language = "ro";

/**
 * Whom a meeting invites, with their addresses: its contacts (in the language each reads, from
 * their country) and its staff (active administrators). A contact without an e-mail address, or
 * one since deleted, is left out.
 */
export async function attendeesOf(db: Db, meeting: Pick<Meeting, "contactIds" | "staffIds">): Promise<Attendee[]> {
  const contacts = meeting.contactIds.length
    ? (
        await sql<{ name: string; email: string; country: string }>`
          select trim(first_name || ' ' || last_name) as name, email, client_country as country from contacts
          where id in (${sql.join(meeting.contactIds)}) and email <> '' order by id`.execute(db)
      ).rows.map((c) => ({ name: c.name, email: c.email, language: contactLanguage(c.country) }))
    : [];
  const staff = meeting.staffIds.length
    ? (
        await sql<{
          name: string;
          email: string;
        }>`select name, email from staff where id in (${sql.join(meeting.staffIds)}) order by name`.execute(db)
      ).rows.map((s) => ({ ...s, language: STAFF_LANGUAGE }))
    : [];
  return [...contacts, ...staff];
}

/** The calendar's stable identity of a meeting: the same UID in every update and the cancellation. */
export const meetingUid = (meeting: Pick<Meeting, "id">) => `${meeting.id}@${new URL(getEnv().SITE_URL).hostname}`;

/**
 * A meeting as an iCalendar object (RFC 5545 with the iTIP methods of RFC 5546): REQUEST for an
 * invitation or an update, CANCEL for a cancellation, its SEQUENCE counting the changes, the
 * company as organiser and every attendee listed, times in UTC.
 */
export function meetingCalendar(
  meeting: Meeting,
  kind: InvitationKind,
  attendees: readonly Attendee[],
  organiser: string,
  lang: Language,
): string {
  const cancelled = kind === "cancellation";
  const calendar = ical({
    prodId: { company: company.name, product: "back-office", language: lang.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: meetingUid(meeting),
    sequence: meeting.sequence,
    stamp: new Date(),
    start: new Date(meeting.startsAt),
    end: new Date(meeting.endsAt),
    summary: meeting.title,
    description: meeting.notes || null,
    location: meeting.location || null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: `${organiser} (${company.name})`, email: company.email },
    attendees: attendees.map((a) => ({
      name: a.name,
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !cancelled,
    })),
  });
  return calendar.toString();
}

/** The e-mail to one attendee, in their language: what, when (Bucharest time), where, the agenda, and who organised it. */
export function invitationMail(meeting: Meeting, kind: InvitationKind, attendee: Attendee, organiser: string) {
  const t = serverT(attendee.language, "admin");
  const format = adminFormat(attendee.language);
  const when = `${format.dateTime(meeting.startsAt)} – ${format.dateTime(meeting.endsAt)} (${OFFICE_TIME_ZONE})`;
  const subject = t(`meetings.mail.${kind}.subject`, { title: meeting.title });
  const text = [
    t("meetings.mail.greeting", { name: attendee.name }),
    "",
    t(`meetings.mail.${kind}.lead`, { company: company.name }),
    "",
    `${t("meetings.fields.title")}: ${meeting.title}`,
    `${t("meetings.mail.when")}: ${when}`,
    ...(meeting.location ? [`${t("meetings.fields.location")}: ${meeting.location}`] : []),
    ...(meeting.notes ? ["", meeting.notes] : []),
    "",
    t(kind === "cancellation" ? "meetings.mail.cancelNote" : "meetings.mail.calendarNote"),
    "",
    t("contactMail.regards"),
    organiser,
    company.name,
    `${company.phone} · ${company.email}`,
  ].join("\n");
  return { subject, text };
}

/**
 * Sends each attendee their invitation, update or cancellation with the meeting as an .ics file.
 * A mail that cannot be sent is logged and named in the answer; the others still go.
 */
export async function sendInvitations(
  meeting: Meeting,
  kind: InvitationKind,
  attendees: readonly Attendee[],
  organiser: string,
): Promise<{ sent: string[]; failed: string[] }> {
  const sent: string[] = [];
  const failed: string[] = [];
  for (const attendee of attendees) {
    const { subject, text } = invitationMail(meeting, kind, attendee, organiser);
    const calendar = meetingCalendar(meeting, kind, attendees, organiser, attendee.language);
    const method = kind === "cancellation" ? "CANCEL" : "REQUEST";
    try {
      await sendMail({
        to: attendee.email,
        subject,
        text,
        replyTo: { name: company.name, address: company.email },
        attachments: [
          {
            filename: kind === "cancellation" ? "cancel.ics" : "invite.ics",
            content: Buffer.from(calendar, "utf8"),
            contentType: `text/calendar; charset=utf-8; method=${method}`,
          },
        ],
      });
      sent.push(attendee.email);
    } catch (error) {
      log.error({ err: error, meeting: meeting.id, kind }, "meeting invitation not sent");
      failed.push(attendee.email);
    }
  }
  return { sent, failed };
}
