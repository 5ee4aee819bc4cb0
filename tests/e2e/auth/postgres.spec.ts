import { spawnSync } from "node:child_process";
import { expect, test } from "../../support/test";
import pg from "pg";
import { createVerifiedUser } from "../../support/accounts";
import { uniqueEmail } from "../../support/outbox";
import { startServer, type RunningServer } from "../../support/server";
import { at, windowStart } from "../../support/clock";
import { setUpSecondFactor } from "../../support/second-factor";

/** Two server processes on one PostgreSQL database behave as one. */
test("a session made through one server is valid on the other, and both count the same sign-in limit", async ({
  page,
  request,
}) => {
  // Two servers start.
  test.setTimeout(90_000);
  // A database of its own: the limit counts every request from this address, other tests' too.
  const name = `two_servers_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const env = {
    DATABASE_URL: process.env.E2E_DATABASE_URL!.replace(/\/[^/]+$/, `/${name}`),
    DATA_DIR: process.env.E2E_DATA_DIR!,
    AUTH_RATE_LIMIT: "3",
    ENABLE_TEST_ROUTES: "1",
    LOG_LEVEL: "warn",
  };
  const servers: RunningServer[] = [];
  try {
    const a = await startServer(env);
    servers.push(a);
    const b = await startServer(env);
    servers.push(b);
    const user = { email: uniqueEmail("twoservers"), password: "secret-pass-123", fullName: "Victor Stan" };
    // Signed in through A...
    await createVerifiedUser(page, a.url, user);
    // ...and known to B: cookies belong to the host, and the session lives in the database.
    await page.goto(`${b.url}/account`);
    await expect(page).toHaveURL(`${b.url}/account`);
    await expect(page.getByLabel("Full name")).toHaveValue("Victor Stan");

    // The limit counts per clock minute: the four counted attempts are stated in the next minute
    // (the sign-in above is spent in this one), a second apart.
    const minute = windowStart(60) + 60_000;
    let attempts = 0;
    const attempt = (server: RunningServer) =>
      // Another client (no session cookie) from the same address.
      request.post(`${server.url}/auth`, {
        form: { intent: "signin", email: user.email, password: "wrong-password" },
        headers: { Origin: server.url, ...at(minute + 1_000 * attempts++) },
        maxRedirects: 0,
      });
    expect((await attempt(a)).status()).toBe(401); // 1st
    expect((await attempt(b)).status()).toBe(401); // 2nd
    expect((await attempt(a)).status()).toBe(401); // 3rd
    const limited = await attempt(b); // 4th: over the limit of 3, counted across both servers
    expect(limited.status()).toBe(429);
    expect(await limited.text()).toContain("Please wait");
  } finally {
    for (const s of servers) await s.stop();
  }
});

test("on PostgreSQL the admin command works while the server runs: grant shows the Admin Panel, revoke hides it", async ({
  page,
  baseURL,
}) => {
  const user = { email: uniqueEmail("pgadmin"), password: "secret-pass-123", fullName: "Paula Admin" };
  await createVerifiedUser(page, baseURL!, user);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?reason=admin&next=%2Fadmin$/);

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["build/server/admin.js", ...args], {
      env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL!, LOG_LEVEL: "warn" },
      encoding: "utf8",
      timeout: 60_000,
    });
  const granted = run("grant", user.email, "--permission", "crm.read");
  expect(granted.status, granted.stderr).toBe(0);
  expect(run("list").stdout).toContain(`${user.email}\tadmin\tactive\tcrm.read`);

  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Admin Panel" }).click();
  await setUpSecondFactor(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  expect(run("revoke", user.email).status).toBe(0);
  expect(run("revoke", user.email).stderr).toContain("is not an administrator");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?reason=admin&next=%2Fadmin$/);
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
});
