import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { serverT } from "~/i18n/translations.server";
import { sendMail } from "~/server/mail.server";
import { log } from "~/server/log.server";
import { company } from "~/content/company";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findContact } from "./find.server";
import type { ContactMail } from "./email";

/**
 * A template's e-mail to a person: its subject, and its text (the template's opening, what staff
 * wrote, its closing, and the sender's name under the company's), in the language asked.
 */
export function composeContactMail(mail: ContactMail, to: { name: string }, sender: string) {
  const t = serverT(mail.language, "admin");
  const template = `contactMail.templates.${mail.template}` as const;
  const values = { name: to.name, company: company.name };
  return {
    subject: t(`${template}.subject`, values),
    text: [
      t(`${template}.opening`, values),
      "",
      mail.message,
      "",
      t(`${template}.closing`, values),
      "",
      t("contactMail.regards"),
      sender,
      company.name,
      `${company.phone} · ${company.email}`,
    ].join("\n"),
  };
}

/**
 * Sends a contact an e-mail written from a template, answered to the company's address, and keeps
 * it (subject and text) in the contact's history. A contact without an address is refused; a mail
 * that cannot be sent is logged and refused, and nothing is kept.
 */
export async function emailContact(db: Kysely<Database>, actor: Actor, id: string, mail: ContactMail): Promise<void> {
  const contact = await findContact(db, id);
  if (!contact.email) throw new ActionRefused("noEmailAddress");
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  const { subject, text } = composeContactMail(mail, { name }, actor.name);
  try {
    await sendMail({ to: contact.email, subject, text, replyTo: { name: company.name, address: company.email } });
  } catch (error) {
    log.error({ err: error, contact: id }, "contact e-mail not sent");
    throw new ActionRefused("contactMailFailed");
  }
  await recordEvent(db, actor, "contact", id, "contactEmailed", {
    to: contact.email,
    subject,
    body: text,
    template: mail.template,
    lang: mail.language,
  });
}
