import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { expect, goLive, setAdminLanguage, test } from "../../support/admin";
import { uniqueEmail, waitForMail } from "../../support/outbox";

/** A day of the office's calendar `days` from today, as a datetime-local input takes it at `time`. */
function officeMinute(days: number, time: string): string {
  const day = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Bucharest" }).format(
    new Date(Date.now() + days * 24 * 3600 * 1000),
  );
  return `${day}T${time}`;
}

/** An iCalendar property's lines, folded lines joined. */
const property = (ics: string, name: string) =>
  ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

/**
 * A meeting scheduled from a contact's page in Live Mode, in each language: refused field by field
 * and kept as typed; the invitation in the outbox with its .ics, in the contact's language; the
 * meeting in the contact's history and the week view; cancelled, with the cancellation mailed.
 */
for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`a meeting scheduled from a contact: the .ics, the timeline, the week, the cancellation (${lang})`, async ({
    adminPage: page,
    adminServer,
  }) => {
    const tag = `${lang}${Date.now() % 1_000_000}`;
    const email = uniqueEmail(`meeting-${lang}`);
    await goLive(page, "/admin/contacts/new");
    await setAdminLanguage(page, lang);
    await page.getByLabel(t.columns.firstName).fill("Sorin");
    await page.getByLabel(new RegExp(`^${t.columns.lastName}`)).fill(`Meet${tag}`);
    await page.getByLabel(t.columns.email).fill(email);
    await page.getByRole("button", { name: t.actions.contact.add }).click();
    await expect(page).toHaveURL(/\/admin\/contacts\/CT-\d{4}-\d{3,}$/);
    const contactId = page.url().split("/").pop()!;
    // "Add Installation" from here starts with the contact: its number, and its name as the customer.
    await page.getByRole("link", { name: t.installations.add }).click();
    await expect(page.getByLabel(t.installations.contact)).toHaveValue(contactId);
    await expect(page.getByLabel(t.installations.customer)).toHaveValue(`Sorin Meet${tag}`);
    await page.goBack();

    await page.getByRole("link", { name: t.meetings.schedule }).click();
    await expect(page).toHaveURL(/\/admin\/meetings\/new\?contact=/);
    await expect(page.getByLabel(t.meetings.fields.contacts)).toHaveValue(contactId);
    // The organiser is invited at first.
    await expect(page.getByRole("checkbox", { name: "Ioana Marinescu" }).first()).toBeChecked();
    const title = `Site visit ${tag}`;
    await page.getByLabel(t.meetings.fields.location).fill("Str. Fabricii 12, Cluj-Napoca");
    await page.getByLabel(t.meetings.fields.startsAt).fill(officeMinute(3, "10:00"));
    await page.getByLabel(t.meetings.fields.endsAt).fill(officeMinute(3, "09:00"));
    await page.getByRole("button", { name: t.meetings.schedule }).click();
    await expect(page.getByText(t.actions.errors.required)).toBeVisible();
    await expect(page.getByText(t.actions.errors.endsBeforeStart)).toBeVisible();
    await expect(page.getByLabel(t.meetings.fields.location)).toHaveValue("Str. Fabricii 12, Cluj-Napoca");
    await page.getByLabel(t.meetings.fields.title).fill(title);
    await page.getByLabel(t.meetings.fields.endsAt).fill(officeMinute(3, "11:30"));
    await page.getByRole("button", { name: t.meetings.schedule }).click();
    await expect(page).toHaveURL(/\/admin\/meetings\/MTG-\d{4}-\d{3,}$/);
    const meetingId = page.url().split("/").pop()!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByTestId("meeting-attendees")).toContainText(email);
    await expect(page.getByTestId("history")).toContainText(email);

    // A contact in Romania reads Romanian: the invitation is in Romanian, with the meeting as .ics.
    const invitation = await waitForMail(
      email,
      new RegExp(`^${ro.meetings.mail.invitation.subject.replace("{{title}}", title)}$`),
      adminServer.dataDir,
    );
    const attachment = invitation.attachments?.find((a) => a.filename === "invite.ics");
    expect(attachment?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const ics = Buffer.from(attachment!.content, "base64").toString("utf8");
    expect(property(ics, "METHOD")).toEqual(["METHOD:REQUEST"]);
    expect(property(ics, "SUMMARY")).toEqual([`SUMMARY:${title}`]);
    expect(property(ics, "UID")[0]).toContain(meetingId);
    expect(ics.replace(/\r\n[ \t]/g, "").toLowerCase()).toContain(`mailto:${email}`);

    // In the contact's timeline, and on the week view.
    await page.goto(`/admin/contacts/${contactId}`);
    await expect(page.getByTestId("history")).toContainText(title);
    await page.goto("/admin/meetings");
    await page.getByRole("link", { name: t.meetings.week.title }).click();
    const week = page.getByTestId("meeting-week");
    // Three days on is in this week, or from Friday on in the next.
    const mondayOf = (minute: string) => {
      const day = new Date(`${minute.slice(0, 10)}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    };
    if (mondayOf(officeMinute(3, "10:00")) !== mondayOf(officeMinute(0, "10:00"))) {
      await page.getByRole("link", { name: t.meetings.week.next }).click();
      await expect(page).toHaveURL(new RegExp(`week=${mondayOf(officeMinute(3, "10:00"))}$`));
    }
    await expect(week.getByRole("link", { name: title })).toBeVisible();

    // Cancelled (confirmed first): the contact is sent the cancellation.
    await week.getByRole("link", { name: title }).click();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: t.meetings.cancel }).click();
    await expect(page.getByRole("main")).toContainText(t.status.meeting.Cancelled);
    const cancellation = await waitForMail(
      email,
      new RegExp(`^${ro.meetings.mail.cancellation.subject.replace("{{title}}", title)}$`),
      adminServer.dataDir,
    );
    const cancelIcs = Buffer.from(cancellation.attachments![0]!.content, "base64").toString("utf8");
    expect(property(cancelIcs, "METHOD")).toEqual(["METHOD:CANCEL"]);
    expect(property(cancelIcs, "SEQUENCE")).toEqual(["SEQUENCE:1"]);
  });
}
