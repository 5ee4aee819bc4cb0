import { expect, test } from "../../support/test";

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const l of [
    { path: "/", open: "Open menu", about: "About", lang: "en" },
    { path: "/ro", open: "Deschide meniul", about: "Despre noi", lang: "ro" },
  ]) {
    test(`opens, and closes when a link is chosen (${l.lang})`, async ({ page }) => {
      await page.goto(l.path);
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeHidden();
      const toggle = page.getByRole("button", { name: l.open });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(page.locator("header button[aria-controls='mobile-menu']")).toHaveAttribute("aria-expanded", "true");
      await menu.getByRole("link", { name: l.about, exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${l.lang === "en" ? "" : "/ro"}/about$`));
    });
  }

  for (const l of [
    { path: "/", open: "Open menu", lang: "en" },
    { path: "/ro", open: "Deschide meniul", lang: "ro" },
  ]) {
    test(`closes with Escape and gives the focus back to its button (${l.lang})`, async ({ page }) => {
      await page.goto(l.path);
      const toggle = page.getByRole("button", { name: l.open });
      await toggle.click();
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeVisible();
      await menu.getByRole("link").first().focus();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.locator("header button[aria-controls='mobile-menu']")).toBeFocused();
    });
  }

  test("toggles closed with the same button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test.describe("cookie banner and consent-gated frames", () => {
  for (const l of [
    {
      path: "/",
      accept: "Accept All",
      refuse: "Refuse Non-Essential",
      title: "We value your privacy",
      loadMap: "Load map",
      lang: "en",
    },
    {
      path: "/ro",
      accept: "Accept toate",
      refuse: "Refuz cele neesențiale",
      title: "Vă respectăm confidențialitatea",
      loadMap: "Încarcă harta",
      lang: "ro",
    },
  ]) {
    test(`accept survives a reload and loads the map (${l.lang})`, async ({ page }) => {
      await page.goto(l.path);
      const banner = page.getByRole("region", { name: l.title });
      await expect(banner).toBeVisible();
      await expect(page.locator("#contact iframe")).toHaveCount(0);
      await expect(page.getByTestId("map-placeholder")).toBeVisible();
      await Promise.all([
        page.waitForResponse((r) => r.url().includes("/consent")),
        banner.getByRole("button", { name: l.accept }).click(),
      ]);
      await expect(banner).toBeHidden();
      await expect(page.locator("#contact iframe")).toHaveCount(1);
      await expect
        .poll(async () => (await page.context().cookies()).find((c) => c.name === "consent")?.value)
        .toBeTruthy();
      await page.waitForLoadState();
      const response = await page.reload();
      // The server already renders the stored choice: no banner in the HTML, the map frame present.
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain('id="cookie-banner-title"');
      expect(html).toContain("<iframe");
      await expect(banner).toBeHidden();
      await expect(page.locator("#contact iframe")).toHaveAttribute("src", /google\.com\/maps/);
    });

    test(`refuse survives a reload; the map loads only on a click (${l.lang})`, async ({ page }) => {
      await page.goto(l.path);
      const banner = page.getByRole("region", { name: l.title });
      await Promise.all([
        page.waitForResponse((r) => r.url().includes("/consent")),
        banner.getByRole("button", { name: l.refuse }).click(),
      ]);
      await expect(banner).toBeHidden();
      // The reload must carry the stored choice: wait for the browser to hold the cookie, not only for the answer.
      await expect
        .poll(async () => (await page.context().cookies()).find((c) => c.name === "consent")?.value)
        .toBeTruthy();
      await page.waitForLoadState();
      const response = await page.reload();
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain('id="cookie-banner-title"');
      expect(html).not.toContain("<iframe");
      await expect(banner).toBeHidden();
      await expect(page.locator("#contact iframe")).toHaveCount(0);
      await page.getByRole("button", { name: l.loadMap }).click();
      await expect(page.locator("#contact iframe")).toHaveCount(1);
    });
  }

  test("Learn More opens the privacy policy in a new tab", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("region", { name: "We value your privacy" }).getByRole("link", { name: /Learn More/ });
    await expect(link).toHaveAttribute("href", "/privacy-policy");
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("the footer reopens the banner to change the choice", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Refuse Non-Essential" }).click();
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeHidden();
    await page.getByRole("button", { name: "Cookie settings" }).click();
    const banner = page.getByRole("region", { name: "We value your privacy" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator("#contact iframe")).toHaveCount(1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the banner's plain form stores the choice and returns to the page", async ({ page }) => {
      await page.goto("/ro");
      await page.getByRole("button", { name: "Accept toate" }).click();
      await expect(page).toHaveURL(/\/ro$/);
      await expect(page.getByRole("region", { name: "Vă respectăm confidențialitatea" })).toHaveCount(0);
      await expect(page.locator("#contact iframe")).toHaveCount(1);
    });
  });

  test("the video dialog asks before loading the video", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Learn More" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Load video" }).click();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("quote dialog", () => {
  for (const l of [
    {
      path: "/",
      open: "Get Quote",
      title: "Request a Quote",
      submit: "Submit Request",
      cancel: "Cancel",
      name: "Full name",
      lang: "en",
    },
    {
      path: "/ro",
      open: "Cere ofertă",
      title: "Solicitați o ofertă",
      submit: "Trimite cererea",
      cancel: "Anulează",
      name: "Nume complet",
      lang: "ro",
    },
  ]) {
    test(`opens, refuses an empty submit and closes on Cancel (${l.lang})`, async ({ page }) => {
      await page.goto(l.path);
      await page.getByRole("banner").getByRole("link", { name: l.open }).click();
      const dialog = page.getByRole("dialog", { name: l.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: l.submit }).click();
      await expect(dialog).toBeVisible();
      const name = dialog.getByLabel(l.name);
      expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
      await expect(dialog.locator(":invalid")).toHaveCount(6 + 1); // six required fields, and the form itself
      await dialog.getByRole("button", { name: l.cancel }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test("a complete request shows the success toast, closes and resets", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await dialog.getByLabel("Full name").fill("Ana Popescu");
    await dialog.getByLabel("Email").fill("ana@example.ro");
    await dialog.getByLabel("Phone").fill("+40 722 000 111");
    await dialog.getByLabel("Project type").selectOption("commercial");
    await dialog.getByLabel("Number of parking spaces").fill("0");
    await dialog.getByLabel("Project details").fill("Office building in Iași");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    // spaces must be at least 1
    await expect(dialog).toBeVisible();
    expect(
      await dialog
        .getByLabel("Number of parking spaces")
        .evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow),
    ).toBe(true);
    await dialog.getByLabel("Number of parking spaces").fill("120");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Quote request submitted successfully!")).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
    await expect(page.getByRole("dialog").getByLabel("Full name")).toHaveValue("");
  });
});

test.describe("quote dialog, on the browser's <dialog>", () => {
  test("closed it holds nothing; open it keeps the page still and inert; Esc and a press outside close it, and what was typed stays", async ({
    page,
  }) => {
    await page.goto("/");
    const opener = page.getByRole("banner").getByRole("link", { name: "Get Quote" });
    // Rendered in the background once the page is idle, yet nothing of it is in the page.
    await expect(page.locator("dialog")).toHaveCount(1);
    await expect(page.locator("dialog *")).toHaveCount(0);
    await expect(page.getByLabel("Number of parking spaces")).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 400));
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toBeFocused();
    // Right after its first frame the rest of the page is inert, and does not scroll.
    await expect(page.locator("html")).toHaveAttribute("data-modal", "");
    expect(await page.locator("main").evaluate((main) => main.closest("[inert]") !== null)).toBe(true);
    expect(await page.locator("dialog").evaluate((element) => element.closest("[inert]") === null)).toBe(true);
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    await dialog.getByLabel("Full name").fill("Ana Popescu");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Email")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByLabel("Number of parking spaces")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-modal");
    expect(await page.locator("[inert]").count()).toBe(0);

    await opener.click();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Ana Popescu");
    await expect(page.locator("html")).toHaveAttribute("data-modal", "");
    // Selecting text from inside out to the backdrop leaves it open.
    const field = await dialog.getByLabel("Full name").boundingBox();
    await page.mouse.move(field!.x + 10, field!.y + field!.height / 2);
    await page.mouse.down();
    await page.mouse.move(5, 5);
    await page.mouse.up();
    await expect(dialog).toBeVisible();
    // A press on the backdrop, outside the dialog's box, closes it.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page.locator("dialog *")).toHaveCount(0);
    expect(await page.locator("[inert]").count()).toBe(0);
  });
});

test("a quote dialog closed the moment it opened stays closed, and the page is given back", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("dialog")).toHaveCount(1);
  // Opened and closed within one task, before the frames in which the page's own follow-up work
  // (React catching up) comes.
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Get Quote" })
    .evaluate((link: HTMLElement) => {
      link.click();
      document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
  // The page's own follow-up work (React catching up) comes over the next frames: the dialog must
  // not open again at any moment of the next second and a half.
  const reopened = await page
    .waitForFunction(() => document.querySelector("dialog[open]") !== null, null, { timeout: 1500 })
    .then(
      () => true,
      () => false,
    );
  expect(reopened).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  expect(await page.locator("[inert]").count()).toBe(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-modal");
});

test("on a phone, the quote dialog opened from the menu gives the focus back to the menu's button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/ro");
  await expect(page.locator("dialog")).toHaveCount(1);
  const toggle = page.getByRole("button", { name: "Deschide meniul" });
  await toggle.click();
  await page.locator("#mobile-menu").getByRole("link", { name: "Cere ofertă" }).click();
  const dialog = page.getByRole("dialog", { name: "Solicitați o ofertă" });
  await expect(dialog).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-modal", "");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Deschide meniul" })).toBeFocused();
});

test.describe("not found and errors", () => {
  for (const l of [
    { path: "/this/does-not-exist", subtitle: "Oops! Page not found", home: "Return to Home", homeHref: "/" },
    {
      path: "/ro/nu-exista",
      subtitle: "Hopa! Pagina nu a fost găsită",
      home: "Înapoi la pagina principală",
      homeHref: "/ro",
    },
  ]) {
    test(`unknown path shows the not-found page with status 404 (${l.path})`, async ({ page }) => {
      const response = await page.goto(l.path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.subtitle);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: l.home })).toHaveAttribute("href", l.homeHref);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }

  test("a thrown error renders the friendly error page with status 500", async ({ page }) => {
    const response = await page.goto("/__test/error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    await expect(page.getByRole("banner")).toBeVisible();
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain("Deliberate failure");
  });
});

test.describe("footer", () => {
  for (const l of [
    { path: "/", top: "Back to top", lang: "en" },
    { path: "/ro", top: "Înapoi sus", lang: "ro" },
  ]) {
    test(`Back to top scrolls to the top and moves the focus there (${l.lang})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "consent", value: "refused", url: baseURL! }]);
      await page.goto(l.path);
      const link = page.getByRole("contentinfo").getByRole("link", { name: l.top });
      await link.scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await link.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // The next Tab reaches the skip link, the first thing on the page.
      await page.keyboard.press("Tab");
      await expect(
        page.getByRole("link", { name: l.lang === "en" ? "Skip to main content" : "Salt la conținutul principal" }),
      ).toBeFocused();
    });

    test(`with the cookie banner showing, the footer's last link can be reached and clicked (${l.lang})`, async ({
      page,
    }) => {
      for (const width of [390, 768, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(l.path);
        await expect(
          page.getByRole("region", {
            name: l.lang === "en" ? "We value your privacy" : "Vă respectăm confidențialitatea",
          }),
        ).toBeVisible();
        const link = page.getByRole("contentinfo").getByRole("link", { name: l.top });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect
          .poll(() =>
            page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
          )
          .toBe(true);
        // The element at the link's centre is the link itself, not the banner over it.
        const hit = await link.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return box.bottom <= window.innerHeight && (top === element || element.contains(top));
        });
        expect(hit, `${width} px`).toBe(true);
      }
    });
  }
});
