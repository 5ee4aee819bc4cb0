import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../../support/test";
import { HttpClient, signedInClient, type Account } from "../../support/http";
import { mailsTo, uniqueEmail } from "../../support/outbox";
import { startServer } from "../../support/server";

// Each test starts a server of its own on a fresh embedded database.
test.describe.configure({ timeout: 180_000 });

/**
 * Guessing a password stays expensive without handing the guesser a lockout: a browser that has
 * signed in to the account before is not counted with strangers, a browser that set the password
 * from a mailed link becomes such a browser, and only the newest reset link of an account works.
 */

let lastIp = 0;
/** A client address of its own for each request, as many machines would send them. */
const nextIp = () => ({ "x-forwarded-for": `198.51.100.${(lastIp = (lastIp % 250) + 1)}` });

const resetToken = (text: string) => /reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

async function resetWith(client: HttpClient, token: string, password: string) {
  return client.post("/auth/reset", { token, password, confirmPassword: password }, nextIp());
}

test("strangers' wrong passwords lock out strangers only: a browser that signed in before, or set the password from the mail, still signs in", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-lockout-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    AUTH_RATE_LIMIT: "100",
    AUTH_ACCOUNT_RATE_LIMIT: "3",
    AUTH_MAIL_RATE_LIMIT: "2",
  });
  try {
    const account: Account = { email: uniqueEmail("owner"), password: "owner-pass-1", fullName: "Owner" };
    // The owner's browser: signed up, verified, signed in (which makes it a known device), signed out.
    const owner = await signedInClient(server.url, dataDir, account);
    const device = [...owner.cookies.keys()].filter((name) => name.startsWith("device_"));
    expect(device, "a device cookie after signing in").toHaveLength(1);
    for (const name of [...owner.cookies.keys()]) if (!name.startsWith("device_")) owner.cookies.delete(name);

    // Guesses from many addresses until the account is refused to strangers.
    const guesses: number[] = [];
    for (let i = 0; i < 8 && guesses.at(-1) !== 429; i++)
      guesses.push(
        (
          await new HttpClient(server.url).post(
            "/auth",
            { intent: "signin", ...account, password: `guess-${i}` },
            nextIp(),
          )
        ).status,
      );
    expect(guesses.at(-1)).toBe(429);
    // A stranger with the right password is refused too: guessing stays limited.
    const stranger = await new HttpClient(server.url).post("/auth", { intent: "signin", ...account }, nextIp());
    expect(stranger.status).toBe(429);

    // The owner's browser, from yet another address, signs in.
    const back = await owner.post("/auth", { intent: "signin", ...account }, nextIp());
    expect(back.status, "the known browser signs in while strangers are refused").toBe(302);

    // A new browser of the owner's: strangers spent the mailbox's reset mails, and the newest
    // of them holds a link that works; setting the password with it makes that browser known.
    const requests: number[] = [];
    for (let i = 0; i < 3; i++)
      requests.push((await new HttpClient(server.url).post("/auth/forgot", { email: account.email }, nextIp())).status);
    expect(requests).toEqual([200, 200, 429]);
    const laptop = new HttpClient(server.url);
    const refused = await laptop.post("/auth/forgot", { email: account.email }, nextIp());
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("open the newest of those e-mails");
    const mails = mailsTo(account.email, /Reset your password/, dataDir);
    expect(mails).toHaveLength(2);
    const reset = await resetWith(laptop, resetToken(mails.at(-1)!.text), "owner-pass-2");
    expect(reset.status).toBe(302);
    const signIn = await laptop.post("/auth", { intent: "signin", ...account, password: "owner-pass-2" }, nextIp());
    expect(signIn.status, "the browser that set the password signs in while strangers are refused").toBe(302);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("only the newest reset link works: asking again revokes the older link, and using one revokes every other", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-links-"));
  const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", AUTH_MAIL_RATE_LIMIT: "10" });
  try {
    const account: Account = { email: uniqueEmail("links"), password: "first-pass-1", fullName: "Links" };
    await signedInClient(server.url, dataDir, account);
    const client = new HttpClient(server.url);
    const ask = async () => {
      expect((await client.post("/auth/forgot", { email: account.email }, nextIp())).status).toBe(200);
      return resetToken(mailsTo(account.email, /Reset your password/, dataDir).at(-1)!.text);
    };
    const first = await ask();
    const second = await ask();
    expect(second).not.toBe(first);
    // The first link died when the second was sent.
    expect((await resetWith(client, first, "stolen-pass-1")).status).toBe(400);
    const third = await ask();
    const fourth = await ask();
    expect((await resetWith(client, fourth, "owner-pass-2")).status).toBe(302);
    // Neither an older link nor the used one works afterwards.
    for (const token of [second, third, fourth])
      expect((await resetWith(client, token, "stolen-pass-2")).status, token).toBe(400);
    const signIn = await client.post("/auth", { intent: "signin", ...account, password: "owner-pass-2" }, nextIp());
    expect(signIn.status).toBe(302);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
