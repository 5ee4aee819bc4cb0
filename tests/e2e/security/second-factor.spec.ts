import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../../support/test";
import { writeSignedIn } from "../../support/admin-session";
import { HttpClient } from "../../support/http";
import { uniqueEmail } from "../../support/outbox";
import { startServer } from "../../support/server";
import { codeAt } from "../../../app/server/second-factor.server";

test.describe.configure({ timeout: 180_000 });

let lastIp = 0;
/** A client address of its own for each request, as many machines would send them. */
const nextIp = () => ({ "x-forwarded-for": `203.0.113.${(lastIp = (lastIp % 250) + 1)}` });
const sameIp = { "x-forwarded-for": "192.0.2.7" };

/**
 * The code step is limited as the password is: per client address, and per account from any
 * address; a right code within the limit passes, and the limit of one account is not another's.
 */
test("the second factor's code step is rate limited per address and per account, like the password", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-second-factor-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    ENABLE_TEST_ROUTES: "1",
    AUTH_RATE_LIMIT: "2",
    AUTH_ACCOUNT_RATE_LIMIT: "3",
  });
  try {
    const signedIn = async (name: string) => {
      const account = { email: uniqueEmail(name), password: "secret-pass-123", fullName: name };
      const session = await writeSignedIn(server.url, account, { role: "super_admin", secondFactor: "pending" });
      const client = new HttpClient(server.url);
      client.cookies.set(session.name, session.value);
      return { client, secret: session.secondFactor! };
    };
    const ana = await signedIn("ana-2fa");
    // Not in before the code: sent to the code step, and back afterwards.
    const first = await ana.client.get("/admin/leads", nextIp());
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/two-factor?next=%2Fadmin%2Fleads");
    const send = (client: HttpClient, code: string, ip: Record<string, string>) =>
      client.post("/admin/two-factor?next=%2Fadmin%2Fleads", { intent: "verify", code }, ip);

    // One address: two tries a minute, then refused.
    const fromOne = [];
    for (let i = 0; i < 3; i++) fromOne.push((await send(ana.client, "000000", sameIp)).status);
    expect(fromOne).toEqual([400, 400, 429]);
    // Many addresses: three tries at the account, then the account is refused, even the right code.
    const fromMany = [];
    for (let i = 0; i < 2; i++) fromMany.push((await send(ana.client, "111111", nextIp())).status);
    expect(fromMany).toEqual([400, 429]);
    const right = await send(ana.client, codeAt(ana.secret, Date.now()), nextIp());
    expect(right.status).toBe(429);
    expect(await right.text()).toContain("Too many attempts");
    expect((await ana.client.get("/admin", nextIp())).status).toBe(302);

    // Another administrator is not slowed by Ana's limit: the right code passes and goes on.
    const radu = await signedIn("radu-2fa");
    const passed = await send(radu.client, codeAt(radu.secret, Date.now()), nextIp());
    expect(passed.status).toBe(302);
    expect(passed.headers.get("location")).toBe("/admin/leads");
    expect((await radu.client.get("/admin/leads", nextIp())).status).toBe(200);
  } finally {
    await server.stop();
  }
});
