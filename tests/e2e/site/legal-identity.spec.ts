import http from "node:http";
import en from "../../../app/i18n/en/admin";
import { expect, test } from "../../support/test";
import { goLive } from "../../support/admin";
import { writeSignedIn } from "../../support/admin-session";
import { uniqueEmail } from "../../support/outbox";
import { startServer } from "../../support/server";

/** A page on a connection of its own: the cluster hands each new connection to the next worker. */
function freshGet(url: string): Promise<{ html: string; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let html = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (html += chunk));
        res.on("end", () => resolve({ html, cache: res.headers["x-render-cache"] as string | undefined }));
      })
      .on("error", reject);
  });
}

/** Enough anonymous requests, each on a new connection, that both workers answer some: every one must say `texts`. */
async function everyWorkerSays(url: string, texts: string[], absent: string[] = []) {
  for (let i = 0; i < 6; i++) {
    const { html } = await freshGet(url);
    for (const text of texts) expect(html, `${url} #${i}`).toContain(text);
    for (const text of absent) expect(html, `${url} #${i}`).not.toContain(text);
  }
}

/**
 * The site's legal identity comes from Settings: before the company's details are set, the footer
 * and the legal pages name the company as the content does and state no tax code; once they are set
 * (and each time they change), every worker's anonymous pages, cached or not, state them at once.
 */
test("the footer, legal pages and structured data state the company's details from Settings, on every worker", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await startServer({ WEB_CONCURRENCY: "2", ENABLE_TEST_ROUTES: "1", RENDER_CACHE_DEBUG: "1" });
  try {
    const home = `${server.url}/`;
    const terms = `${server.url}/ro/terms-of-service`;
    // Cached on both workers, as the content says it.
    await everyWorkerSays(home, ["Autoparc Systems SRL"], ["RO14399840"]);
    await everyWorkerSays(terms, ["Autoparc Systems SRL", "Bulevardul Decebal 10"], ["Cod unic de înregistrare"]);
    expect((await freshGet(home)).cache).toBe("hit");

    const user = { email: uniqueEmail("legal"), password: "secret-pass-123", fullName: "Ioana Marinescu" };
    const session = await writeSignedIn(server.url, user, { role: "super_admin" });
    const context = await browser.newContext({ baseURL: server.url });
    await context.addCookies([
      { name: session.name, value: session.value, url: server.url, httpOnly: true, sameSite: "Lax" },
    ]);
    const page = await context.newPage();
    const save = async (legalName: string) => {
      await goLive(page, "/admin/settings");
      await page.getByLabel(en.company.legalName).fill(legalName);
      await page.getByLabel(en.company.taxCode).fill("RO14399840");
      await page.getByLabel(en.company.tradeRegister).fill("J27/412/2000");
      await page.getByLabel(en.company.address).fill("Strada Ștefan cel Mare 3\n610004 Piatra-Neamț");
      await page.getByLabel(en.company.iban.replace("{{n}}", "1")).fill("RO24 BTRL RONC RT00 0000 0001");
      await page.getByLabel(en.company.bank.replace("{{n}}", "1")).fill("Banca Transilvania");
      await page.getByRole("button", { name: en.actions.save }).click();
      await expect(page.getByTestId("settings-updated")).toBeVisible();
    };

    await save("Parcări Automate Nord SRL");
    // Each worker hears of it from the database and forgets its pages.
    await expect(async () => {
      await everyWorkerSays(home, [
        "Parcări Automate Nord SRL",
        "Tax code RO14399840",
        "Trade register J27/412/2000",
        "Registered office: Strada Ștefan cel Mare 3, 610004 Piatra-Neamț",
        '"taxID":"RO14399840"',
        '"vatID":"RO14399840"',
      ]);
    }).toPass({ timeout: 15_000 });
    await everyWorkerSays(terms, [
      "Site-ul este administrat de Parcări Automate Nord SRL",
      "Sediul social: Strada Ștefan cel Mare 3, 610004 Piatra-Neamț",
      "Cod unic de înregistrare (CUI): RO14399840",
      "Nr. de ordine în Registrul Comerțului: J27/412/2000",
      "Birou: Bulevardul Decebal 10, 610093 Piatra-Neamț, județul Neamț, România",
    ]);
    await everyWorkerSays(`${server.url}/privacy-policy`, [
      "The controller of your personal data is Parcări Automate Nord SRL",
      "Tax code (CUI): RO14399840",
    ]);

    // And again: a second change reaches pages cached since the first.
    await save("Parcări Automate Sud SRL");
    await expect(async () => {
      await everyWorkerSays(home, ["Parcări Automate Sud SRL"], ["Parcări Automate Nord SRL"]);
      await everyWorkerSays(terms, ["Parcări Automate Sud SRL"], ["Parcări Automate Nord SRL"]);
    }).toPass({ timeout: 15_000 });
    await context.close();
  } finally {
    await server.stop();
  }
});
