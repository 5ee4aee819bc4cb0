import { mkdtempSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type { SMTPServer } from "smtp-server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { testSmtpServer } from "~/server/smtp.test-support";

/** What the local SMTP server received; each test starts its own server when it says so. */
const received: string[] = [];
function startSmtp(port: number): Promise<SMTPServer> {
  const smtp = testSmtpServer((mail) => received.push(mail.data));
  return new Promise((resolve) => smtp.listen(port, "127.0.0.1", () => resolve(smtp)));
}

let port = 0;
beforeAll(async () => {
  // A port nobody listens on yet: the first attempts fail like a mail server that is down.
  port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const p = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
  vi.resetModules();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.SALES_EMAIL = "sales@autoparc-systems.ro";
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "notify-"));
  process.env.LOG_LEVEL = "silent";
});

const databases = testDatabases();

describe.each(databases)("sales notifications on $name", (target) => {
  it("a failed mail keeps the record, is noted, and goes out on a later retry, once", async () => {
    const { notifyEnquiry, retryPendingNotifications } = await import("./notify.server");
    const { migrateToLatest } = await import("~/server/db/migrate.server");
    const { db, close } = await target.open();
    let smtp: SMTPServer | undefined;
    try {
      await migrateToLatest(db);
      const { id } = await db
        .insertInto("quote_requests")
        .values({
          name: "Ana Pop",
          email: "ana@example.ro",
          phone: "+40 722 000 111",
          company: null,
          project_type: "commercial",
          spaces: 80,
          message: "Tower",
          lang: "en",
          page: "/",
          notified_at: null,
          last_attempt_at: null,
          last_error: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();

      expect(await notifyEnquiry("quote_requests", id, db)).toBe(false);
      let row = await db.selectFrom("quote_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.notified_at).toBeNull();
      expect(row.notify_attempts).toBe(1);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(row.message).toBe("Tower");

      // Too soon for another attempt: nothing is claimed.
      expect(await retryPendingNotifications(db)).toBe(0);

      // The mail server is back, and the retry delay has passed.
      smtp = await startSmtp(port);
      await db
        .updateTable("quote_requests")
        .set({ last_attempt_at: sql<Date>`now() - interval '1 hour'` })
        .where("id", "=", id)
        .execute();
      const before = received.length;
      expect(await retryPendingNotifications(db)).toBe(1);
      row = await db.selectFrom("quote_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.notified_at).toBeInstanceOf(Date);
      expect(row.notify_attempts).toBe(2);
      expect(row.last_error).toBeNull();
      expect(received.length).toBe(before + 1);
      expect(received.at(-1)).toMatch(/^Reply-To: "?Ana Pop"? <ana@example.ro>\r$/m);
      expect(received.at(-1)).toMatch(/^To: sales@autoparc-systems.ro\r$/m);

      // Sent once: neither a retry nor a second notify mails it again.
      await db
        .updateTable("quote_requests")
        .set({ last_attempt_at: sql<Date>`now() - interval '1 hour'` })
        .where("id", "=", id)
        .execute();
      expect(await retryPendingNotifications(db)).toBe(0);
      expect(await notifyEnquiry("quote_requests", id, db)).toBe(false);
      expect(received.length).toBe(before + 1);
    } finally {
      if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
      await close();
    }
  });
});
