import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  from: string;
  /** Each file sent with it, its content in base64. */
  attachments?: { filename: string; contentType: string; content: string }[];
};

/** Waits for the newest mail to `to` in the server's outbox (DATA_DIR/outbox) whose subject matches. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  dataDir = process.env.E2E_DATA_DIR!,
  timeoutMs = 10_000,
): Promise<OutboxMail & { link: string }> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .reverse();
    } catch {
      // no outbox yet
    }
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as OutboxMail;
      if (mail.to === to && subject.test(mail.subject)) {
        const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? "";
        return { ...mail, link };
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.ro`;
}

/** Every mail to `to` in the outbox whose subject matches, oldest first. */
export function mailsTo(to: string, subject: RegExp, dataDir = process.env.E2E_DATA_DIR!): OutboxMail[] {
  const outbox = path.join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as OutboxMail)
    .filter((mail) => mail.to === to && subject.test(mail.subject));
}
