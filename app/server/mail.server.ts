import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { CONTROL_CHARACTERS } from "~/domain/field-limits";
import { getEnv } from "./env.server";
import { log } from "./log.server";
import { mails } from "./metrics.server";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files.server";

/** Reply-To is structured (a visitor's name and a validated address), so the name is quoted, never parsed. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name?: string; address: string };
  /** Files sent with it: an invoice's PDF and e-Factura XML. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

const NOT_IN_A_HEADER = new RegExp(CONTROL_CHARACTERS.source, "g");

/**
 * Header fields must be one line of plain text: a CR or LF in a subject or address could inject
 * headers, and the other controls and bidirectional overrides could make it read otherwise. The
 * forms refuse them already (CONTROL_CHARACTERS); this holds for any other caller.
 */
export function singleLine(value: string): string {
  return value.replace(NOT_IN_A_HEADER, " ").replace(/ {2,}/g, " ").trim();
}

let transport: Transporter | undefined;

/**
 * The one mailer: SMTP when SMTP_URL is set, otherwise each mail is written as JSON to
 * DATA_DIR/outbox, readable by the server's account only. The log never holds a mailed link
 * (a reset link is a password) except on a local http site, where printing it is the convenience
 * of the development default (docs/decisions/0022-account-lockout-and-exposure.md).
 */
export async function sendMail(mail: Mail): Promise<void> {
  try {
    await deliver(mail);
    mails.inc({ outcome: "sent" });
  } catch (error) {
    mails.inc({ outcome: "failed" });
    throw error;
  }
}

async function deliver(mail: Mail): Promise<void> {
  const env = getEnv();
  const from = env.MAIL_FROM ?? `Autoparc Systems <no-reply@${new URL(env.SITE_URL).hostname}>`;
  const message = {
    from,
    to: singleLine(mail.to),
    subject: singleLine(mail.subject),
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo
      ? { name: singleLine(mail.replyTo.name ?? ""), address: singleLine(mail.replyTo.address) }
      : undefined,
    attachments: mail.attachments?.map((a) => ({ ...a, filename: singleLine(a.filename) })),
  };
  if (env.SMTP_URL) {
    if (!transport) {
      const nodemailer = await import("nodemailer");
      transport = nodemailer.createTransport(env.SMTP_URL);
    }
    await transport.sendMail(message);
    log.info({ to: message.to, subject: message.subject }, "mail sent");
    return;
  }
  const outbox = path.join(env.DATA_DIR, "outbox");
  await mkdir(outbox, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`);
  // Written whole, then renamed: a reader never sees half a mail.
  // An attachment is kept whole, in base64, as SMTP would carry it.
  const attachments = message.attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: a.content.toString("base64"),
  }));
  await writeFile(`${file}.tmp`, JSON.stringify({ ...message, attachments, date: new Date().toISOString() }, null, 2), {
    mode: PRIVATE_FILE_MODE,
  });
  await rename(`${file}.tmp`, file);
  const local = env.SITE_URL.startsWith("http://");
  const links = local ? (mail.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
  log.info({ to: message.to, subject: message.subject, file, links }, "mail written to outbox");
}
