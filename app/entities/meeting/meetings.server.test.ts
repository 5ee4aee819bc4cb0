import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { contactForm } from "../../../tests/support/admin-fixtures";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import { refusal } from "../../../tests/support/refusal";
import { addStaff } from "../../../tests/support/staff";
import type { Database } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { actionErrors } from "~/domain/admin/form-inputs";
import { eventsOf } from "~/admin-kit/records/events.server";
import { saveContact } from "../contact/actions.server";
import { cancelMeeting, createMeeting, editMeeting } from "./actions.server";
import { findMeeting } from "./find.server";
import { meetingFormSchema } from "./form";
import { meetingsOfWeek, mondayOf, weekOf } from "./week.server";

type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
};

/** The mails the outbox holds for an address, oldest first, each calendar attachment decoded. */
function outboxFor(address: string) {
  const outbox = path.join(getEnv().DATA_DIR, "outbox");
  return readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as OutboxMail)
    .filter((mail) => mail.to === address)
    .map((mail) => ({
      ...mail,
      ics: Buffer.from(mail.attachments?.[0]?.content ?? "", "base64").toString("utf8"),
      contentType: mail.attachments?.[0]?.contentType,
    }));
}

/** A property of an iCalendar text, its folded lines joined. */
const property = (ics: string, name: string) =>
  ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

const form = (over: Record<string, string> = {}) =>
  meetingFormSchema.parse({
    title: "Site visit",
    startsAt: "2026-12-09T10:00",
    endsAt: "2026-12-09T11:30",
    location: "Str. Fabricii 12, Cluj-Napoca",
    contactIds: "",
    staffIds: "",
    related: "",
    notes: "Measure the clear height.",
    ...over,
  });

describe("a meeting's form", () => {
  it("reads contacts by number in any case, staff as the checkboxes post them, and refuses what cannot be", () => {
    expect(form({ contactIds: "ct-2026-011, CT-2026-004 ct-2026-011", staffIds: "a1,b2" })).toMatchObject({
      contactIds: ["CT-2026-011", "CT-2026-004"],
      staffIds: ["a1", "b2"],
      startsAt: "2026-12-09T08:00:00.000Z",
      endsAt: "2026-12-09T09:30:00.000Z",
    });
    const errors = (over: Record<string, string>) =>
      actionErrors(
        meetingFormSchema.safeParse({
          title: "x",
          startsAt: "2026-12-09T10:00",
          endsAt: "2026-12-09T11:00",
          location: "",
          contactIds: "CT-2026-011",
          notes: "",
          related: "",
          ...over,
        }).error?.issues ?? [],
      );
    expect(errors({ endsAt: "2026-12-09T09:00" })).toEqual({ endsAt: "endsBeforeStart" });
    expect(errors({ contactIds: "" })).toEqual({ contactIds: "noAttendees" });
    expect(errors({ contactIds: "Maria" })).toEqual({ contactIds: "contactNotFound" });
    expect(errors({ staffIds: "a\u0000b" })).toEqual({ staffIds: "staffUnknown" });
    expect(errors({ contactIds: Array.from({ length: 21 }, (_, i) => `CT-2026-${100 + i}`).join(",") })).toEqual({
      contactIds: "tooManyAttendees",
    });
  });

  it("weeks run Monday to Sunday; a hand-edited week shows this one", () => {
    expect(mondayOf("2026-12-06")).toBe("2026-11-30");
    expect(mondayOf("2026-12-07")).toBe("2026-12-07");
    expect(weekOf(new URL("http://x/?week=2026-12-10"), "2026-12-01")).toBe("2026-12-07");
    expect(weekOf(new URL("http://x/?week=banana"), "2026-12-01")).toBe("2026-11-30");
    expect(weekOf(new URL("http://x/?week=0001-01-01"), "2026-12-01")).toBe("2026-11-30");
  });
});

describe.each(testDatabases())("meetings on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("invites each attendee in their language with an .ics; a change updates everyone; a cancellation cancels", async () => {
    const tag = `${target.name}${Date.now() % 100000}`;
    const organiser = await addStaff(db, { id: `mtg-org-${tag}`, name: "Elena Org", email: `org-${tag}@example.ro` });
    const actor = { id: organiser, name: "Elena Org" };
    const ro = await saveContact(db, actor, null, contactForm({ email: `ro-${tag}@example.ro`, firstName: "Radu" }));
    const de = await saveContact(
      db,
      actor,
      null,
      contactForm({ email: `de-${tag}@example.de`, firstName: "Jonas", lastName: "Weber", clientCountry: "DE" }),
    );
    const id = await createMeeting(
      db,
      actor,
      form({ contactIds: `${ro}, ${de}`, staffIds: organiser, related: ro, title: `Site visit ${tag}` }),
    );
    expect(await findMeeting(db, id)).toMatchObject({ status: "Scheduled", sequence: 0, relatedKind: "contact" });

    const [roMail] = outboxFor(`ro-${tag}@example.ro`);
    expect(roMail?.subject).toBe(`Invitație: Site visit ${tag}`);
    expect(roMail?.text).toContain("vă invită la o întâlnire");
    expect(roMail?.text).toContain("(Europe/Bucharest)");
    expect(roMail?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const ics = roMail!.ics;
    expect(property(ics, "METHOD")).toEqual(["METHOD:REQUEST"]);
    expect(property(ics, "UID")).toEqual([`UID:${id}@localhost`]);
    expect(property(ics, "SEQUENCE")).toEqual(["SEQUENCE:0"]);
    // 10:00 in Bucharest in December is 08:00 UTC.
    expect(property(ics, "DTSTART")).toEqual(["DTSTART:20261209T080000Z"]);
    expect(property(ics, "DTEND")).toEqual(["DTEND:20261209T093000Z"]);
    expect(property(ics, "ATTENDEE").join("\n").toLowerCase()).toContain(`mailto:de-${tag}@example.de`);
    expect(property(ics, "ATTENDEE").join("\n").toLowerCase()).toContain(`mailto:org-${tag}@example.ro`);
    const [deMail] = outboxFor(`de-${tag}@example.de`);
    expect(deMail?.subject).toBe(`Invitation: Site visit ${tag}`);
    expect(outboxFor(`org-${tag}@example.ro`)[0]?.subject).toBe(`Invitație: Site visit ${tag}`);
    expect((await eventsOf(db, "contact", ro))[0]).toMatchObject({ action: "meetingPlanned", detail: { meeting: id } });

    // Moved an hour on, the German contact taken off: an update to those who stay, a cancellation to him.
    await editMeeting(
      db,
      actor,
      id,
      form({
        contactIds: ro,
        staffIds: organiser,
        related: ro,
        title: `Site visit ${tag}`,
        startsAt: "2026-12-09T11:00",
        endsAt: "2026-12-09T12:30",
      }),
    );
    expect((await findMeeting(db, id)).sequence).toBe(1);
    const update = outboxFor(`ro-${tag}@example.ro`)[1]!;
    expect(update.subject).toBe(`Modificare: Site visit ${tag}`);
    expect(property(update.ics, "SEQUENCE")).toEqual(["SEQUENCE:1"]);
    expect(property(update.ics, "DTSTART")).toEqual(["DTSTART:20261209T090000Z"]);
    const dropped = outboxFor(`de-${tag}@example.de`)[1]!;
    expect(dropped.subject).toBe(`Cancelled: Site visit ${tag}`);
    expect(property(dropped.ics, "METHOD")).toEqual(["METHOD:CANCEL"]);

    // Cancelled: everyone left is told, with the same UID and a higher SEQUENCE; it cannot be changed again.
    await cancelMeeting(db, actor, id);
    const cancelled = outboxFor(`ro-${tag}@example.ro`)[2]!;
    expect(cancelled.subject).toBe(`Anulare: Site visit ${tag}`);
    expect(property(cancelled.ics, "METHOD")).toEqual(["METHOD:CANCEL"]);
    expect(property(cancelled.ics, "STATUS")).toEqual(["STATUS:CANCELLED"]);
    expect(property(cancelled.ics, "UID")).toEqual([`UID:${id}@localhost`]);
    expect(property(cancelled.ics, "SEQUENCE")).toEqual(["SEQUENCE:2"]);
    expect(await refusal(cancelMeeting(db, actor, id))).toBe("unchanged");
    expect(await refusal(editMeeting(db, actor, id, form({ contactIds: ro })))).toBe("meetingCancelled");
    expect((await eventsOf(db, "meeting", id)).map((e) => e.action)).toEqual([
      "cancellationsSent",
      "meetingCancelled",
      "updatesSent",
      "edited",
      "invitationsSent",
      "meetingCreated",
    ]);

    // The week view finds it on its day.
    const week = await meetingsOfWeek(db, "2026-12-07");
    expect(week.find((d) => d.day === "2026-12-09")?.meetings.map((m) => m.id)).toContain(id);
  });

  it("refuses a contact or a colleague that is not there, and a record that is not", async () => {
    const actor = { id: "nobody", name: "Nobody" };
    expect(await refusal(createMeeting(db, actor, form({ contactIds: "CT-1999-999" })))).toBe(
      "contactIds: contactNotFound",
    );
    expect(await refusal(createMeeting(db, actor, form({ staffIds: "no-such-account" })))).toBe(
      "staffIds: staffUnknown",
    );
    const contact = await saveContact(db, actor, null, contactForm({ email: "rel@example.ro" }));
    expect(await refusal(createMeeting(db, actor, form({ contactIds: contact, related: "OPP-1999-999" })))).toBe(
      "related: relatedNotFound",
    );
  });
});
