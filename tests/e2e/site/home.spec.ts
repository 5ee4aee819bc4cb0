import { heroStats } from "../../../app/content/stats";
import { expect, test } from "../../support/test";

const languages = [
  {
    lang: "en",
    path: "/",
    heroTitle: "Automated parking systems that fit more cars in less space",
    title: "Automated Parking Systems in Romania and Europe | Autoparc Systems",
  },
  {
    lang: "ro",
    path: "/ro",
    heroTitle: "Sisteme de parcare automată: mai multe mașini în mai puțin spațiu",
    title: "Sisteme de parcare automată în România și Europa | Autoparc Systems",
  },
] as const;

for (const l of languages) {
  test.describe(`home (${l.lang})`, () => {
    test("server HTML without JavaScript holds the hero, title, canonical, hreflang and JSON-LD", async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(l.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${l.lang}"`);
      expect(html).toContain(l.heroTitle);
      expect(html).toContain(`<title>${l.title}</title>`);
      const canonical = l.lang === "en" ? `${baseURL}/` : `${baseURL}/ro`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}/"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="ro" href="${baseURL}/ro"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseURL}/"/>`);
      const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
      expect(ld).toBeTruthy();
      const business = JSON.parse(ld!);
      expect(business["@type"]).toBe("LocalBusiness");
      expect(business.address.addressLocality).toBe("Piatra-Neamț");
      expect(business.telephone).toMatch(/^\+40/);
      expect(business.openingHoursSpecification).toHaveLength(2);
    });

    test("sections come in order: hero, services, projects, about, contact", async ({ page }) => {
      await page.goto(l.path);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.heroTitle);
      const ids = await page
        .locator("main > section")
        .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute("aria-labelledby")));
      expect(ids).toEqual(["hero-title", "services", "projects", "about", "contact"]);
    });

    test("project filter shows counts and the matching cards", async ({ page }) => {
      await page.goto(l.path);
      const projects = page.locator("#projects");
      await expect(projects.getByTestId("count-all")).toHaveText("7");
      await expect(projects.getByTestId("count-residential")).toHaveText("4");
      await expect(projects.getByTestId("count-commercial")).toHaveText("3");
      await expect(projects.getByTestId("project-card")).toHaveCount(7);
      const residential = l.lang === "en" ? "Residential" : "Rezidențial";
      const commercial = l.lang === "en" ? "Commercial" : "Comercial";
      await projects.getByRole("button", { name: new RegExp(`^${residential}`) }).click();
      await expect(projects.getByTestId("project-card")).toHaveCount(4);
      for (const card of await projects.getByTestId("project-card").all())
        await expect(card).toContainText(residential);
      await projects.getByRole("button", { name: new RegExp(`^${commercial}`) }).click();
      await expect(projects.getByTestId("project-card")).toHaveCount(3);
      await expect(projects.getByRole("button", { name: new RegExp(`^${commercial}`) })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    });

    test("anchors reach their sections", async ({ page }) => {
      for (const anchor of ["services", "projects", "about", "contact"]) {
        await page.goto("about:blank");
        await page.goto(l.path === "/" ? `/#${anchor}` : `${l.path}#${anchor}`);
        await expect(page.locator(`#${anchor}`)).toBeInViewport();
      }
    });
  });
}

test("language switch keeps the page, both ways", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Schimbă limba în română" }).click();
  await expect(page).toHaveURL(/\/ro$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(languages[1].heroTitle);
  await expect(page.getByRole("link", { name: "Autentificare" }).first()).toBeVisible();
  await page.getByRole("link", { name: "Switch language to English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(languages[0].heroTitle);

  // On another page the path is kept too.
  await page.goto("/some/missing/page");
  await page.getByRole("link", { name: "Schimbă limba în română" }).click();
  await expect(page).toHaveURL(/\/ro\/some\/missing\/page$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hopa! Pagina nu a fost găsită");
});

test("hero counters count up without showing their figures first, never go down, shift nothing, and stand still under reduced motion", async ({
  browser,
}) => {
  for (const reducedMotion of ["reduce", "no-preference"] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    // Every text each counter shows, from the parser's first insertion on, and every layout shift
    // inside the figures.
    await page.addInitScript(() => {
      const seen: Record<string, string[]> = {};
      const shifts: number[] = [];
      Object.assign(window, { counterTexts: seen, counterShifts: shifts });
      new MutationObserver(() => {
        for (const element of Array.from(document.querySelectorAll<HTMLElement>("dd [data-count-up]"))) {
          const list = (seen[element.dataset.countUp!] ??= []);
          const text = element.textContent ?? "";
          if (list[list.length - 1] !== text) list.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }
        >) {
          if (entry.sources?.some((source) => source.node && (source.node as Element).closest?.("dl")))
            shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    const counters = page.locator("dd [data-count-up]");
    await expect(counters).toHaveCount(3);
    const finals = await counters.evaluateAll((elements) => elements.map((e) => (e as HTMLElement).dataset.final!));
    expect(finals).toEqual(heroStats.map((stat) => `${stat.value}${stat.suffix}`));
    // Every counter ends on its figure.
    for (const [index, final] of finals.entries())
      await expect(counters.nth(index)).toHaveText(final, { timeout: 5000 });
    await page.waitForLoadState("networkidle");
    const seen = await page.evaluate(
      () => (window as unknown as { counterTexts: Record<string, string[]> }).counterTexts,
    );
    for (const final of finals) {
      // The numbers arrive empty: what they show starts with their script.
      const texts = seen[final.replace(/\D/g, "")]!.filter(Boolean);
      if (reducedMotion === "reduce") {
        expect(texts, final).toEqual([final]);
      } else {
        // Counted up from 0: the figure itself is not shown before it is reached.
        const numbers = texts.map((text) => Number(text.replace(/\D/g, "")));
        expect(numbers[0], `${final}: ${texts.join(" ")}`).toBe(0);
        for (let i = 1; i < numbers.length; i++)
          expect(numbers[i]!, `${final}: ${texts.join(" ")}`).toBeGreaterThanOrEqual(numbers[i - 1]!);
        expect(texts.at(-1)).toBe(final);
      }
    }
    expect(await page.evaluate(() => (window as unknown as { counterShifts: number[] }).counterShifts)).toEqual([]);
    await context.close();
  }
  // Without JavaScript the figures are shown as they are.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto("/");
  const shown = await page
    .locator("dd [data-count-up]")
    .evaluateAll((elements) => elements.map((e) => getComputedStyle(e, "::before").content));
  expect(shown).toEqual(heroStats.map((stat) => `"${stat.value}${stat.suffix}"`));
  await noScript.close();
});
