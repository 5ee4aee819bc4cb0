import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, test } from "../../support/test";
import { HttpClient, quoteFields, signIn, signUp, type Account } from "../../support/http";
import { uniqueEmail } from "../../support/outbox";
import { startBalancingNginx, startOwnPostgres } from "../../support/production";
import { freePort, startServer, type RunningServer } from "../../support/server";
import { testSmtpServer, type ReceivedMail } from "../../../app/server/smtp.test-support";

const AUTH_SECRET = "an-example-secret-of-at-least-32-characters";
const ACCOUNT_LIMIT = 3;

/** A quote request as a browser without JavaScript sends it; its token is the jar's cookie. */
function postQuote(client: HttpClient, email: string) {
  return client.post("/quote", quoteFields({ name: "Two Nodes", email, message: "Sent through nginx." }));
}

/** The first link of the mail to `to` the mail server received (its text quoted-printable). */
function linkIn(received: ReceivedMail[], to: string): string | undefined {
  const mail = received.find((m) => m.to.includes(to));
  const text = mail?.data
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return text && /https?:\/\/\S+/.exec(text)?.[0];
}

function listen(server: ReturnType<typeof testSmtpServer>, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
}

/**
 * Two application nodes, each its own process tree, port and data folder, on one PostgreSQL,
 * behind nginx balancing them: a session made through one works on the other, the sign-in limit
 * counts the guesses made at both, a notification the mail server refused is retried and sent
 * once although both nodes retry, and a node stopped under traffic costs no page and no
 * acknowledged enquiry.
 */
test("two nodes behind nginx share sessions and limits, send each notification once, and one can stop under traffic", async () => {
  test.setTimeout(240_000);
  const postgres = await startOwnPostgres();
  const nginxPort = await freePort();
  const siteUrl = `http://127.0.0.1:${nginxPort}`;
  const received: ReceivedMail[] = [];
  const smtpPort = await freePort();
  let smtp = testSmtpServer((mail) => received.push(mail));
  await listen(smtp, smtpPort);
  const dirs = [0, 1].map((i) => mkdtempSync(path.join(tmpdir(), `e2e-node-${i}-`)));
  const ports = [await freePort(), await freePort()];
  const env = (i: number) => ({
    DATABASE_URL: postgres.url,
    DATA_DIR: dirs[i]!,
    PORT: String(ports[i]),
    SITE_URL: siteUrl,
    TRUST_PROXY: "1",
    AUTH_SECRET,
    WEB_CONCURRENCY: "1",
    LOG_LEVEL: "info",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ENQUIRY_RETRY_SECONDS: "1",
    ENQUIRY_MIN_FILL_SECONDS: "0",
    ENQUIRY_RATE_LIMIT: "100000",
    AUTH_ACCOUNT_RATE_LIMIT: String(ACCOUNT_LIMIT),
    SALES_EMAIL: "sales@example.ro",
  });
  const nodes: RunningServer[] = [];
  const db = new pg.Client({ connectionString: postgres.url });
  let nginx: Awaited<ReturnType<typeof startBalancingNginx>> | undefined;
  try {
    // Both nodes start together on the empty database (its migrations run once).
    nodes.push(...(await Promise.all([startServer(env(0)), startServer(env(1))])));
    nginx = await startBalancingNginx(ports, nginxPort);
    await db.connect();

    // A member signs up, verifies and signs in through nginx; each node knows the session.
    const account: Account = { email: uniqueEmail("two-nodes"), password: "secret-pass-123", fullName: "Nod Doi" };
    const member = new HttpClient(siteUrl);
    await signUp(member, account);
    await expect.poll(() => linkIn(received, account.email)).toContain("/api/auth/verify-email");
    await member.get(linkIn(received, account.email)!.replace(/^https?:\/\/[^/]+/, ""));
    await signIn(member, account);
    for (const port of ports) {
      const page = await fetch(`http://127.0.0.1:${port}/account`, {
        headers: { cookie: member.cookieHeader },
        redirect: "manual",
      });
      expect(page.status, `node on ${port}`).toBe(200);
      expect(await page.text()).toContain(account.email);
    }

    // Wrong passwords at one address, sent to the nodes in turn: the limit counts them all.
    const target = uniqueEmail("two-nodes-guessed");
    const guesses = [];
    for (let i = 0; i <= ACCOUNT_LIMIT; i++) {
      const node = new HttpClient(`http://127.0.0.1:${ports[i % 2]}`);
      guesses.push((await node.post("/auth", { intent: "signin", email: target, password: `wrong-${i}-pass` })).status);
    }
    expect(guesses.slice(0, ACCOUNT_LIMIT).every((status) => status !== 429)).toBe(true);
    expect(guesses[ACCOUNT_LIMIT]).toBe(429);

    // Enquiries taken while the mail server is down, half by each node: once it answers, both
    // nodes retry, and each notification is sent exactly once.
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const visitor = new HttpClient(siteUrl);
    expect((await visitor.get("/form-token")).ok).toBe(true);
    const waiting = Array.from({ length: 6 }, (_, i) => uniqueEmail(`two-nodes-mail-${i}`));
    for (const email of waiting) expect((await postQuote(visitor, email)).status).toBe(200);
    const stored = await db.query("select email from quote_requests where email = any($1) and notified_at is null", [
      waiting,
    ]);
    expect(stored.rowCount).toBe(waiting.length);
    smtp = testSmtpServer((mail) => received.push(mail));
    await listen(smtp, smtpPort);
    await expect
      .poll(
        async () =>
          (
            await db.query(
              "select count(*)::int as n from quote_requests where email = any($1) and notified_at is not null",
              [waiting],
            )
          ).rows[0].n,
        { timeout: 90_000 },
      )
      .toBe(waiting.length);
    const mailed = (email: string) => received.filter((mail) => mail.data.includes(email)).length;
    for (const email of waiting) expect(mailed(email), email).toBe(1);
    // The retries were the nodes' background jobs, on both machines' timers.
    for (const node of nodes) expect(node.output()).toContain("enquiry notification failed: will retry");

    // One node stops (as for an upgrade) while visitors read pages and send enquiries: every
    // page is answered, by the other node when need be, and every acknowledged enquiry is kept.
    let stopping = true;
    const pages: number[] = [];
    const answers: { email: string; status: number }[] = [];
    const reader = (async () => {
      const client = new HttpClient(siteUrl);
      while (stopping) for (const target of ["/", "/ro", "/contact"]) pages.push((await client.get(target)).status);
    })();
    const senders = [0, 1].map(async (c) => {
      const client = new HttpClient(siteUrl);
      await client.get("/form-token");
      for (let i = 0; stopping; i++) {
        const email = `two-nodes-stop.${c}.${i}.${Date.now()}@example.ro`;
        const status = await postQuote(client, email).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => -1,
        );
        answers.push({ email, status });
        // The answer's page shows the form again, and its image.
        await client.get("/form-token").catch(() => undefined);
      }
    });
    await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThan(5);
    const stopped = nodes[1]!.stop();
    await stopped;
    const before = answers.length;
    await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThan(before + 5);
    stopping = false;
    await Promise.all([reader, ...senders]);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((status) => status !== 200)).toEqual([]);
    const acknowledged = answers.filter((answer) => answer.status === 200).map((answer) => answer.email);
    expect(acknowledged.length).toBeGreaterThan(10);
    const kept = await db.query("select email from quote_requests where email = any($1)", [acknowledged]);
    expect(kept.rows.map((row: { email: string }) => row.email).sort()).toEqual([...acknowledged].sort());
  } finally {
    await db.end().catch(() => {});
    await nginx?.stop();
    for (const node of nodes) await node.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    postgres.remove();
  }
});
