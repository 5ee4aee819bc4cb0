import enCommon from "../../../app/i18n/en/common";
import roCommon from "../../../app/i18n/ro/common";
import enAdmin from "../../../app/i18n/en/admin";
import enSelector from "../../../app/i18n/en/selector";
import roSelector from "../../../app/i18n/ro/selector";
import { parkingSystemTexts } from "../../../app/content/parking-systems/texts";
import { expect, test } from "../../support/admin";
import { humanPause, enquiryMails, waitForEnquiryMail } from "../../support/enquiries";
import { FILLING_TIME_MS, at } from "../../support/clock";
import { uniqueEmail } from "../../support/outbox";
import { requestFormToken } from "../../support/http";
import { ADMIN_LANGUAGE_COOKIE } from "../../../app/admin-kit/preference-cookies";

/**
 * From the parking selector to sales: "Request a quote for this configuration" opens the quote
 * form filled in (the dialog with JavaScript, the /quote page without), and the stored request,
 * the sales mail and the lead's page carry the configuration and the recommendation.
 */
const SITE = "type=office&spaces=80&length=30&width=20&height=15&suv=20&peak=40";
/** The systems a lead could name before every form offered the nine: the site above recommends another. */
const OLD_SYSTEM_TYPES = ["multiSlot", "circularForklift", "duplicator", "simple", "longitudinalForklift", "sliding"];

for (const { lang, prefix, common, selector } of [
  { lang: "en", prefix: "", common: enCommon, selector: enSelector },
  { lang: "ro", prefix: "/ro", common: roCommon, selector: roSelector },
] as const) {
  for (const script of [true, false]) {
    test(`a quote for a selector configuration reaches the lead's page and the sales mail (${lang}, ${script ? "dialog" : "no JavaScript"})`, async ({
      adminPage,
      adminServer,
      browser,
    }) => {
      const visitor = await browser.newContext({ javaScriptEnabled: script, baseURL: adminServer.url });
      const page = await visitor.newPage();
      const email = uniqueEmail(`selector-${lang}-${script ? "js" : "nojs"}`);
      const name = `Selector ${lang.toUpperCase()}${script ? "J" : "N"}${Date.now() % 100000}`;
      await page.goto(`${prefix}/parking-selector?${SITE}`);
      const best = (await page
        .getByTestId("selector-ranked")
        .locator(":scope > li")
        .first()
        .getAttribute("data-system")) as keyof (typeof parkingSystemTexts)["en"];
      const system = parkingSystemTexts[lang][best].name;
      await page.getByTestId("selector-drawing").getByRole("link", { name: selector.result.quote }).click();

      const form = script ? page.getByRole("dialog", { name: common.quote.title }) : page.getByRole("main");
      if (!script) await expect(page).toHaveURL(new RegExp(`${prefix}/quote\\?configuration=`));
      // Filled in from the configuration: the spaces, the project type, and a summary naming the system.
      await expect(form.getByLabel(common.quote.spaces)).toHaveValue("80");
      await expect(form.getByLabel(common.quote.projectType)).toHaveValue("commercial");
      await expect(form.getByLabel(common.quote.message)).toHaveValue(new RegExp(system));
      await form.getByLabel(common.quote.name).fill(name);
      await form.getByLabel(common.quote.email).fill(email);
      await form.getByLabel(common.quote.phone).fill("+40 744 555 666");
      await humanPause(page);
      await form.getByRole("button", { name: common.quote.submit }).click();
      await expect(page.getByText(common.quote.success).first()).toBeVisible();
      await visitor.close();

      // The sales mail lists the configuration and the systems that fit.
      const mail = await waitForEnquiryMail(email, adminServer.dataDir);
      expect(mail.text).toContain("Parking-system selector configuration");
      expect(mail.text).toContain(parkingSystemTexts.en[best].name);
      expect(enquiryMails(email, adminServer.dataDir)).toHaveLength(1);

      // The lead's page in Live Mode shows it, in the back-office's language.
      await adminPage.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
      const disable = adminPage.getByRole("button", { name: enAdmin.shell.disableDemo, exact: true });
      if (await disable.isVisible()) {
        await disable.click();
        await expect(adminPage.getByTestId("admin-mode")).toHaveText(enAdmin.shell.liveMode);
        // The badge follows the click at once; the next page must wait for the stored choice.
        await expect
          .poll(async () => (await adminPage.context().cookies()).find((c) => c.name === "admin_mode")?.value)
          .toBe("live");
      }
      await adminPage.getByTestId("record").getByRole("link").first().click();
      const configuration = adminPage.getByTestId("selector-configuration");
      await expect(configuration).toContainText(enSelector.form.buildingTypes.office);
      await expect(configuration).toContainText(parkingSystemTexts.en[best].name);
      await expect(adminPage.getByTestId("selector-configuration-systems").locator("li").first()).toContainText(
        parkingSystemTexts.en[best].name,
      );
      // The lead names the recommended system (one records could not name before), with its
      // installations and spaces, in the back-office's language: English, then Romanian.
      expect(OLD_SYSTEM_TYPES).not.toContain(best);
      await expect(adminPage.getByTestId("record-system")).toHaveText(parkingSystemTexts.en[best].name);
      await expect(configuration).toContainText(enSelector.result.installations);
      await adminPage.context().addCookies([{ name: ADMIN_LANGUAGE_COOKIE, value: "ro", url: adminServer.url }]);
      await adminPage.reload();
      await expect(adminPage.getByTestId("record-system")).toHaveText(parkingSystemTexts.ro[best].name);
      await expect(adminPage.getByTestId("selector-configuration")).toContainText(roSelector.result.installations);
      await adminPage.context().addCookies([{ name: ADMIN_LANGUAGE_COOKIE, value: "en", url: adminServer.url }]);
    });
  }
}

test("a forged configuration is dropped on the server: the request is stored without it", async ({
  adminPage,
  adminServer,
}) => {
  const email = uniqueEmail("selector-forged");
  const name = `Forged ${Date.now() % 100000}`;
  // A hand-made post: the quote page's own form token, and a configuration whose plot the selector refuses.
  const token = await requestFormToken(adminPage.request, "/quote");
  const posted = await adminPage.request.post("/quote", {
    // Sent as a person would, a while after the page was served.
    headers: { Origin: adminServer.url, ...at(Date.now() + FILLING_TIME_MS) },
    form: {
      formToken: token,
      website: "",
      page: "/quote",
      name,
      email,
      phone: "+40 744 555 777",
      projectType: "commercial",
      spaces: "80",
      message: "Forged configuration",
      configuration: "type=office&spaces=80&length=-3&width=20&height=15&system=shuttle",
    },
  });
  expect(posted.status()).toBe(200);
  await waitForEnquiryMail(email, adminServer.dataDir);

  await adminPage.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  const disable = adminPage.getByRole("button", { name: enAdmin.shell.disableDemo, exact: true });
  if (await disable.isVisible()) {
    await disable.click();
    await expect(adminPage.getByTestId("admin-mode")).toHaveText(enAdmin.shell.liveMode);
    // The badge follows the click at once; the next page must wait for the stored choice.
    await expect
      .poll(async () => (await adminPage.context().cookies()).find((c) => c.name === "admin_mode")?.value)
      .toBe("live");
  }
  await adminPage.getByTestId("record").getByRole("link").first().click();
  await expect(adminPage.getByRole("heading", { name: enAdmin.leads.details })).toBeVisible();
  await expect(adminPage.getByTestId("selector-configuration")).toHaveCount(0);
});
