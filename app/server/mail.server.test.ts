import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testSmtpServer, type ReceivedMail } from "./smtp.test-support";

/** What the local SMTP server received. */
const received: ReceivedMail[] = [];
const smtp = testSmtpServer((mail) => received.push(mail));

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function mailerWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  return import("./mail.server");
}

describe("mailer", () => {
  it("sends over SMTP when SMTP_URL is set, from our address with the visitor as Reply-To, one-line headers", async () => {
    const port = (smtp.server.address() as AddressInfo).port;
    const { sendMail } = await mailerWith({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Autoparc Systems <site@autoparc-systems.ro>",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "mail-")),
    });
    await sendMail({
      to: "sales@autoparc-systems.ro",
      subject: "New quote\r\nBcc: victim@example.com",
      text: "Hello",
      replyTo: { name: "Ana Pop\nBcc: victim@example.com", address: "ana@example.ro" },
    });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe("site@autoparc-systems.ro");
    expect(mail.to).toEqual(["sales@autoparc-systems.ro"]);
    expect(mail.data).toMatch(/^Reply-To: "Ana Pop Bcc: victim@example.com" <ana@example.ro>\r$/m);
    expect(mail.data).toMatch(/^Subject: New quote Bcc: victim@example.com\r$/m);
    expect(mail.data).not.toMatch(/^Bcc:/im);
    expect(mail.to).not.toContain("victim@example.com");
  });

  it("writes to DATA_DIR/outbox when SMTP_URL is unset", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "mail-"));
    const { sendMail } = await mailerWith({ SMTP_URL: undefined, MAIL_FROM: undefined, DATA_DIR: dataDir });
    await sendMail({
      to: "ana@example.ro",
      subject: "Verify",
      text: "Open http://localhost:3000/api/auth/verify-email?token=abc",
    });
    const files = readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const mail = JSON.parse(readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8"));
    expect(mail).toMatchObject({ to: "ana@example.ro", subject: "Verify" });
    expect(mail.text).toContain("verify-email?token=abc");
  });

  it("keeps the outbox to the server's account and the links out of the log, but on a local http site", async () => {
    const written = async (siteUrl: string) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "mail-"));
      const mailer = await mailerWith({
        SMTP_URL: undefined,
        MAIL_FROM: undefined,
        DATA_DIR: dataDir,
        SITE_URL: siteUrl,
        AUTH_SECRET: "x".repeat(32),
        TRUST_PROXY: "1",
      });
      const { log } = await import("./log.server");
      const info = vi.spyOn(log, "info");
      await mailer.sendMail({ to: "ana@example.ro", subject: "Reset", text: `Open ${siteUrl}/reset?token=secret` });
      const outbox = path.join(dataDir, "outbox");
      const [file = ""] = readdirSync(outbox);
      return {
        dir: statSync(outbox).mode & 0o777,
        file: statSync(path.join(outbox, file)).mode & 0o777,
        log: JSON.stringify(info.mock.calls),
      };
    };
    const public_ = await written("https://www.example.ro");
    expect(public_).toMatchObject({ dir: 0o700, file: 0o600 });
    expect(public_.log).toContain("outbox");
    expect(public_.log).not.toContain("token=secret");
    const local = await written("http://localhost:3000");
    expect(local).toMatchObject({ dir: 0o700, file: 0o600 });
    expect(local.log).toContain("token=secret");
  });
});
