import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { serverT } from "~/i18n/translations.server";
import type { Database } from "~/server/db/schema";
import { getDb } from "~/server/db/db.server";
import { runExclusively } from "~/server/db/job-lock.server";
import { getEnv } from "~/server/env.server";
import { log } from "~/server/log.server";
import { sendMail } from "~/server/mail.server";
import { describeConfiguration } from "~/domain/parking-selector/configuration.server";
import { projectTypes } from "~/domain/quote/limits";

export type EnquiryTable = "quote_requests" | "contact_messages";
const tables: readonly EnquiryTable[] = ["quote_requests", "contact_messages"];

/**
 * A failed notification waits this long before the next attempt (and one being sent is not
 * claimed again meanwhile): 30 s, or the retry loop's own period when that is shorter, so that a
 * server set to retry every few seconds does. Attempts stop after MAX_ATTEMPTS.
 */
const retryAfterSeconds = () => Math.min(30, getEnv().ENQUIRY_RETRY_SECONDS);

/** An enquiry whose notification was never tried, or last tried long enough ago to try again. */
const dueForAttempt = (eb: ExpressionBuilder<Database, EnquiryTable>) =>
  eb.or([
    eb("last_attempt_at", "is", null),
    eb("last_attempt_at", "<", sql<Date>`now() - make_interval(secs => ${retryAfterSeconds()})`),
  ]);
const MAX_ATTEMPTS = 20;

function salesAddress(): string {
  const env = getEnv();
  return env.SALES_EMAIL ?? `sales@${new URL(env.SITE_URL).hostname}`;
}

/** The notification for one stored enquiry: to the sales address, From our own, Reply-To the visitor. */
function composeMail(table: EnquiryTable, row: Record<string, unknown>) {
  // The sales team reads Romanian and English; the subject says which language the visitor used.
  const t = serverT("en", "common");
  const lines = (pairs: [string, unknown][]) =>
    pairs
      .filter(([, v]) => v !== null && v !== undefined && v !== "")
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join("\n");
  const origin = `${getEnv().SITE_URL}${String(row.page)}`;
  const received = row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at);
  if (table === "quote_requests") {
    const projectType = projectTypes.find((type) => type === row.project_type);
    const type = projectType ? t(`quote.projectTypes.${projectType}`) : String(row.project_type);
    return {
      subject: `Quote request #${String(row.id)}: ${String(row.name)}, ${type}, ${String(row.spaces)} spaces [${String(row.lang).toUpperCase()}]`,
      text: `${lines([
        ["Name", row.name],
        ["E-mail", row.email],
        ["Phone", row.phone],
        ["Company", row.company],
        ["Project type", type],
        ["Parking spaces", row.spaces],
        ["Language", row.lang],
        ["Sent from", origin],
        ["Received", received],
      ])}\n\n${String(row.message)}\n${configurationText(row.configuration)}\nReply to this e-mail to answer ${String(row.name)} directly.\n`,
    };
  }
  return {
    subject: `Contact message #${String(row.id)}: ${String(row.subject)} [${String(row.lang).toUpperCase()}]`,
    text: `${lines([
      ["Name", row.name],
      ["E-mail", row.email],
      ["Phone", row.phone],
      ["Subject", row.subject],
      ["Form", row.form],
      ["Language", row.lang],
      ["Sent from", origin],
      ["Received", received],
    ])}\n\n${String(row.message)}\n\nReply to this e-mail to answer ${String(row.name)} directly.\n`,
  };
}

/** A parking-selector configuration in the mail: the site described, then the systems that fit, ranked. */
function configurationText(stored: unknown): string {
  const described = describeConfiguration(stored, "en");
  if (!described) return "";
  const facts = described.facts.map(([label, value]) => `${label}: ${value}`).join("\n");
  return `\nParking-system selector configuration\n${facts}\n${described.systems.join("\n")}\n`;
}

/**
 * Claims a enquiry for one notification attempt (so two processes never mail it twice), sends the
 * mail and records the outcome. Returns true when the mail went out.
 */
export async function notifyEnquiry(table: EnquiryTable, id: number, db?: Kysely<Database>): Promise<boolean> {
  const database = db ?? (await getDb());
  const claimed = await database
    .updateTable(table)
    .set({ notify_attempts: sql<number>`notify_attempts + 1`, last_attempt_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("notified_at", "is", null)
    .where(dueForAttempt)
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return false;
  const row: Record<string, unknown> = { ...claimed };
  try {
    const mail = composeMail(table, row);
    await sendMail({
      to: salesAddress(),
      subject: mail.subject,
      text: mail.text,
      replyTo: { name: String(row.name), address: String(row.email) },
    });
    await database
      .updateTable(table)
      .set({ notified_at: sql<Date>`now()`, last_error: null })
      .where("id", "=", id)
      .execute();
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error({ err: error, table, id, attempt: row.notify_attempts }, "enquiry notification failed: will retry");
    await database
      .updateTable(table)
      .set({ last_error: message.slice(0, 500) })
      .where("id", "=", id)
      .execute();
    return false;
  }
}

/** Sends every notification still owed (failed earlier, or interrupted by a restart). */
export async function retryPendingNotifications(db?: Kysely<Database>): Promise<number> {
  const database = db ?? (await getDb());
  let sent = 0;
  for (const table of tables) {
    const due = await database
      .selectFrom(table)
      .select("id")
      .where("notified_at", "is", null)
      .where("notify_attempts", "<", MAX_ATTEMPTS)
      .where(dueForAttempt)
      .orderBy("created_at")
      .limit(50)
      .execute();
    for (const { id } of due) if (await notifyEnquiry(table, id, database)) sent += 1;
  }
  return sent;
}

/** The server's retry loop, one pass at a time across every process and machine; stopped on shutdown. */
export function startNotificationRetries(): () => void {
  const timer = setInterval(() => {
    getDb()
      .then((db) => runExclusively(db, "enquiry-notifications", () => retryPendingNotifications(db).then(() => {})))
      .catch((error: unknown) => log.error({ err: error }, "enquiry notification retry failed"));
  }, getEnv().ENQUIRY_RETRY_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
