import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, expect, type BrowserContext, type Page } from "./test";
import en from "../../app/i18n/en/admin";
import ro from "../../app/i18n/ro/admin";
import { createVerifiedUser } from "./accounts";
import { uniqueEmail } from "./outbox";
import { startServer } from "./server";

type AdminServer = { url: string; dataDir: string; storageState: Awaited<ReturnType<BrowserContext["storageState"]>> };

/**
 * Browser tests as an administrator. Each worker gets its own server on a fresh embedded database:
 * an account is signed up and verified, the server is stopped so the admin command can grant the
 * role (PGlite allows one process), then started again. The session lives in the database, so the
 * signed-in browser state stays valid across the restart.
 */
export const test = base.extend<{ adminPage: Page }, { adminServer: AdminServer }>({
  adminServer: [
    async ({ browser }, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-admin-office-"));
      const env = {
        DATA_DIR: dataDir,
        AUTH_RATE_LIMIT: "1000",
        LEAD_RATE_LIMIT: "1000",
        LOG_LEVEL: "warn",
      };
      let server = await startServer(env);
      const context = await browser.newContext();
      const page = await context.newPage();
      const user = { email: uniqueEmail("office"), password: "secret-123", fullName: "Ioana Marinescu" };
      await createVerifiedUser(page, server.url, user, dataDir);
      const storageState = await context.storageState();
      await context.close();
      await server.stop();
      const granted = spawnSync(
        process.execPath,
        ["build/server/admin.js", "grant", user.email, "--role", "super_admin"],
        { env: { ...process.env, ...env }, encoding: "utf8", timeout: 60_000 },
      );
      if (granted.status !== 0) throw new Error(`grant failed: ${granted.stderr}`);
      server = await startServer(env);
      await use({ url: server.url, dataDir, storageState });
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  adminPage: async ({ browser, adminServer }, use) => {
    const context = await browser.newContext({ storageState: adminServer.storageState, baseURL: adminServer.url });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect };

/** Switches the back-office language with its EN/RO button and waits for the page to follow. */
export async function setAdminLanguage(page: Page, lang: "en" | "ro") {
  const current = await page.locator("html").getAttribute("lang");
  if (current === lang) return;
  await page
    .getByRole("button", {
      name: lang === "ro" ? "Schimbă limba panoului în română" : "Switch the panel language to English",
    })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** Opens `path` in Live Mode, switching to it with the top bar's button if the back-office is in Demo Mode. */
export async function goLive(page: Page, path: string) {
  await page.goto(path);
  for (const label of [en.shell.disableDemo, ro.shell.disableDemo]) {
    const button = page.getByRole("button", { name: label, exact: true });
    if (await button.isVisible()) {
      await button.click();
      // The badge follows the click at once; the next page must wait for the stored choice.
      await expect
        .poll(async () => (await page.context().cookies()).find((c) => c.name === "admin_mode")?.value)
        .toBe("live");
    }
  }
}
