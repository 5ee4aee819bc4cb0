import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/server/db/schema";
import { ActionRefused } from "~/admin-kit/contracts";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today } from "~/admin-kit/records/find.server";
import { insertRecord, updateRecord } from "~/admin-kit/records/save.server";
import { member } from "~/domain/admin/vocabulary";
import { checkOwner } from "../staff/list.server";
import { checkRelated } from "../related/find.server";
import { findMeeting } from "./find.server";
import type { MeetingForm } from "./form";
import { attendeesOf, sendInvitations, type InvitationKind } from "./invitation.server";
import { meetingStatuses, type Meeting } from "./schema";

/** The contacts and staff a form names anew must exist (those the meeting kept may since have gone). */
async function checkAttendees(trx: Transaction<Database>, input: MeetingForm, before?: Meeting) {
  const newContacts = input.contactIds.filter((id) => !before?.contactIds.includes(id));
  if (newContacts.length) {
    const found = await trx.selectFrom("contacts").select("id").where("id", "in", newContacts).execute();
    if (found.length !== newContacts.length) throw new ActionRefused("contactNotFound", 409, "contactIds");
  }
  for (const id of input.staffIds.filter((s) => !before?.staffIds.includes(s))) {
    try {
      await checkOwner(trx, id);
    } catch {
      throw new ActionRefused("staffUnknown", 409, "staffIds");
    }
  }
}

/** What the meeting's history says was sent. */
const MAILED_EVENT: Record<InvitationKind, string> = {
  invitation: "invitationsSent",
  update: "updatesSent",
  cancellation: "cancellationsSent",
};

/** What the history of the record a meeting is about says of it. */
const RELATED_EVENT: Record<InvitationKind, string> = {
  invitation: "meetingPlanned",
  update: "meetingChanged",
  cancellation: "meetingCalledOff",
};

/**
 * Mails the meeting's attendees (after its change is stored: a mail is never unsent) and notes in
 * its history, and in the history of the record it is about, who was written to.
 */
async function invite(db: Kysely<Database>, actor: Actor, id: string, kind: InvitationKind) {
  const meeting = await findMeeting(db, id);
  const attendees = await attendeesOf(db, meeting);
  const { sent, failed } = await sendInvitations(meeting, kind, attendees, actor.name);
  await db.transaction().execute(async (trx) => {
    if (sent.length) await recordEvent(trx, actor, "meeting", id, MAILED_EVENT[kind], { to: sent.join(", ") });
    if (failed.length) await recordEvent(trx, actor, "meeting", id, "invitationsFailed", { to: failed.join(", ") });
    if (meeting.relatedKind && meeting.relatedId)
      await recordEvent(trx, actor, meeting.relatedKind, meeting.relatedId, RELATED_EVENT[kind], {
        meeting: id,
        title: meeting.title,
        startsAt: meeting.startsAt,
      });
  });
}

/** Schedules a meeting and sends its invitations; returns its id. */
export async function createMeeting(db: Kysely<Database>, actor: Actor, input: MeetingForm): Promise<string> {
  const id = await db.transaction().execute(async (trx) => {
    await checkAttendees(trx, input);
    await checkRelated(trx, input);
    return insertRecord(
      trx,
      actor,
      "meeting",
      { ...input, status: member(meetingStatuses, "Scheduled"), sequence: 0, createdAt: today() },
      "meetingCreated",
      { title: input.title },
    );
  });
  await invite(db, actor, id, "invitation");
  return id;
}

/** Changes a scheduled meeting: the change is saved and noted, its SEQUENCE counts it, and everyone invited (before or now) is sent the update. */
export async function editMeeting(db: Kysely<Database>, actor: Actor, id: string, input: MeetingForm): Promise<void> {
  const removed = await db.transaction().execute(async (trx) => {
    const before = await findMeeting(trx, id, true);
    if (before.status === "Cancelled") throw new ActionRefused("meetingCancelled");
    await checkAttendees(trx, input, before);
    await checkRelated(trx, input, before.relatedId);
    await updateRecord(trx, actor, "meeting", id, before, input);
    await trx
      .updateTable("meetings")
      .set({ sequence: before.sequence + 1 })
      .where("id", "=", id)
      .execute();
    return {
      contactIds: before.contactIds.filter((c) => !input.contactIds.includes(c)),
      staffIds: before.staffIds.filter((s) => !input.staffIds.includes(s)),
    };
  });
  await invite(db, actor, id, "update");
  // Those taken off the meeting are told it is cancelled for them.
  if (removed.contactIds.length || removed.staffIds.length) {
    const meeting = await findMeeting(db, id);
    const gone = await attendeesOf(db, removed);
    await sendInvitations({ ...meeting, ...removed }, "cancellation", gone, actor.name);
  }
}

/** Cancels a meeting: its attendees are sent the cancellation. */
export async function cancelMeeting(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const meeting = await findMeeting(trx, id, true);
    if (meeting.status === "Cancelled") throw new ActionRefused("unchanged");
    await trx
      .updateTable("meetings")
      .set({ status: member(meetingStatuses, "Cancelled"), sequence: meeting.sequence + 1 })
      .where("id", "=", id)
      .execute();
    await recordEvent(trx, actor, "meeting", id, "meetingCancelled", { title: meeting.title });
  });
  await invite(db, actor, id, "cancellation");
}
