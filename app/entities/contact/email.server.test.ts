import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { contactForm } from "../../../tests/support/admin-fixtures";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import { refusal } from "../../../tests/support/refusal";
import type { Database } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { historyOf } from "~/admin-kit/records/history.server";
import { saveContact } from "./actions.server";
import { contactMailSchema } from "./email";
import { composeContactMail, emailContact } from "./email.server";

const actor = { id: "admin-1", name: "Elena Ionescu" };

/** The mails the outbox holds for an address (no SMTP server is set in the tests). */
function outboxFor(address: string): { to: string; subject: string; text: string; replyTo: { address: string } }[] {
  const outbox = path.join(getEnv().DATA_DIR, "outbox");
  return readdirSync(outbox)
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as ReturnType<typeof outboxFor>[number])
    .filter((mail) => mail.to === address);
}

describe("a template's e-mail to a contact", () => {
  it("is written in the language asked: the opening, the message, the closing and the signature", () => {
    const mail = { template: "quoteFollowUp", language: "ro", message: "Atașez varianta cu 24 de locuri." } as const;
    const { subject, text } = composeContactMail(mail, { name: "Radu Pop" }, "Elena Ionescu");
    expect(subject).toBe("Proiectul dvs. de parcare: oferta noastră");
    expect(text.split("\n")).toEqual([
      "Bună ziua,",
      "",
      "Atașez varianta cu 24 de locuri.",
      "",
      "Vă stăm cu plăcere la dispoziție pentru orice întrebare despre ofertă sau pentru o vizită pe șantier.",
      "",
      "Cu stimă,",
      "Elena Ionescu",
      "Autoparc Systems",
      "+40 233 210 500 · office@autoparc-systems.ro",
    ]);
    const thanks = composeContactMail({ ...mail, template: "thankYou", language: "en" }, { name: "Ana" }, "Elena");
    expect(thanks.subject).toBe("Thank you from Autoparc Systems");
    expect(thanks.text).toMatch(/^Dear Ana,\n/);
  });

  it("refuses an unknown template or language and an empty message, each beside its input", () => {
    const read = contactMailSchema.safeParse({ template: "spam", language: "de", message: "  " });
    expect(read.success ? {} : Object.fromEntries(read.error.issues.map((i) => [i.path[0], i.message]))).toEqual({
      template: "invalidChoice",
      language: "invalidChoice",
      message: "messageRequired",
    });
  });
});

describe.each(testDatabases())("e-mailing a contact, on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("sends it to the contact, answered to the company, and keeps it in the contact's history", async () => {
    const address = `radu.mail.${target.name}.${Date.now()}@pop.ro`;
    const id = await saveContact(db, actor, null, contactForm({ email: address }));
    const mail = { template: "meetingConfirmation", language: "en", message: "Tuesday at 10:00, on site." } as const;
    await emailContact(db, actor, id, mail);
    const [sent, ...more] = outboxFor(address);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ subject: "Our meeting about your parking project" });
    expect(sent?.replyTo.address).toBe("office@autoparc-systems.ro");
    expect(sent?.text).toContain("Tuesday at 10:00, on site.\n");
    const [entry] = await historyOf(db, "contact", id);
    expect(entry?.text.en).toBe(`E-mail “Our meeting about your parking project” sent to ${address}`);
    expect(entry?.body).toBe(sent?.text);
    expect(entry?.by).toBe("Elena Ionescu");
  });

  it("refuses a contact without an e-mail address, and sends nothing", async () => {
    const id = await saveContact(db, actor, null, contactForm({ email: "" }));
    const mail = { template: "thankYou", language: "ro", message: "Mulțumim!" } as const;
    expect(await refusal(emailContact(db, actor, id, mail))).toBe("noEmailAddress");
    expect((await historyOf(db, "contact", id)).map((e) => e.text.en)).not.toContainEqual(
      expect.stringContaining("E-mail"),
    );
  });
});
