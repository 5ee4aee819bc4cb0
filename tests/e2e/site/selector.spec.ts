import { expect, test, type Page } from "../../support/test";
import en from "../../../app/i18n/en/selector";
import ro from "../../../app/i18n/ro/selector";
import { parkingSystemTexts } from "../../../app/content/parking-systems/texts";

/**
 * The parking-system selector in both languages, with and without JavaScript: the visitor
 * describes the site, sees the systems ranked with the proposal drawn, and the result's URL opens
 * the same answer in a fresh browser. Bad input answers each field's message and keeps the text.
 */
const languages = [
  { lang: "en", prefix: "", texts: en },
  { lang: "ro", prefix: "/ro", texts: ro },
] as const;

type Texts = (typeof languages)[number]["texts"];

/** An office on a 30 × 20 m plot: 80 spaces, 15 m of height, a fifth SUVs, a quarter electric, 40 cars at peak. */
async function describeSite(page: Page, t: Texts, decimal: string) {
  await page.getByLabel(t.form.buildingType).selectOption("office");
  await page.getByLabel(t.form.spaces).fill("80");
  await page.getByLabel(t.form.plotLength).fill(`30${decimal}5`);
  await page.getByLabel(t.form.plotWidth).fill("20");
  await page.getByLabel(t.form.heightAbove).fill("15");
  await page.getByLabel(t.form.suvShare).fill("20");
  await page.getByLabel(t.form.evShare).fill("25");
  await page.getByLabel(t.form.peak).fill("40");
}

/** The systems shown as fitting, in their order, and those shown as not fitting. */
async function ranking(page: Page) {
  const ranked = await page
    .getByTestId("selector-ranked")
    .locator(":scope > li")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-system")));
  const excluded = await page
    .getByTestId("selector-excluded")
    .locator(":scope > li")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-system")));
  return { ranked, excluded };
}

for (const { lang, prefix, texts: t } of languages) {
  const names = parkingSystemTexts[lang];
  const decimal = lang === "ro" ? "," : ".";

  test(`the selector ranks the systems as the visitor types, draws the best, and its link reopens the same answer (${lang})`, async ({
    page,
    browser,
  }) => {
    await page.goto(`${prefix}/parking-selector`);
    await expect(page.getByText(t.result.empty)).toBeVisible();
    await describeSite(page, t, decimal);
    // No button pressed: the page follows the typing.
    await expect(page).toHaveURL(/spaces=80/);
    await expect(page).toHaveURL(/peak=40/);
    await expect(page).toHaveURL(/ev=25/);
    await expect(page.getByTestId("selector-ranked").locator(":scope > li").first()).toHaveAttribute("data-rank", "1");
    const answer = await ranking(page);
    expect(answer.ranked.length).toBeGreaterThan(0);
    expect(answer.ranked.length + answer.excluded.length).toBe(9);
    // The best proposal states the power supply its drives and the electric cars' chargers need.
    const first = page.getByTestId("selector-ranked").locator(":scope > li").first();
    await expect(first.getByText(t.result.power, { exact: true })).toBeVisible();
    // The best system is drawn, named in the drawing's heading, with a top view and a section.
    const best = answer.ranked[0]! as keyof typeof names;
    const drawing = page.getByTestId("selector-drawing");
    await expect(drawing.getByRole("heading")).toHaveText(
      t.result.drawingHeading.replace("{{system}}", names[best].name),
    );
    const image = drawing.getByRole("img", { name: new RegExp(names[best].name) });
    await expect(image).toBeVisible();
    // The drawing is an SVG the server draws in the page's language; the browser loaded it (the CSP allows it).
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const svg = await page.request.get((await image.getAttribute("src"))!);
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
    const drawn = await svg.text();
    for (const label of [t.drawing.topView, t.drawing.section, t.drawing.entry]) expect(drawn).toContain(label);
    expect(drawn).toMatch(lang === "ro" ? /30,5 m/ : /30\.5 m/);
    // Under the ranking, the same plot as a conventional car park: 30.5 m is too short for a ramp,
    // so a surface car park: two rows of twelve 2.5 m stalls on the 30.5 m side.
    await expect(page.getByTestId("selector-comparison")).toContainText(
      t.reasons.rampedGarageSurface
        .replace("{{minWidthM}}", "16")
        .replace("{{minLengthM}}", "32")
        .replace("{{capacityOf}}", lang === "ro" ? "24 de" : "24"),
    );
    // Counts read as the language writes them: Romanian puts "de" before the noun from 20 on.
    const capacity = page.getByTestId("selector-ranked").locator(":scope > li").first().locator("dd").first();
    await expect(capacity).toHaveText(lang === "ro" ? /^\d[\d.]* de locuri$/ : /^\d[\d,]* spaces$/);
    // Every excluded system says why.
    for (const item of await page.getByTestId("selector-excluded").locator(":scope > li").all())
      await expect(item.locator("[data-reason]").first()).toBeVisible();

    // The shared link, in a fresh browser: the same form values and the same answer.
    const href = await page.getByTestId("selector-share").getAttribute("href");
    expect(href).toMatch(new RegExp(`^${prefix}/parking-selector\\?`));
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(href!);
    expect(await ranking(other)).toEqual(answer);
    await expect(other.getByLabel(t.form.spaces)).toHaveValue("80");
    await expect(other.getByLabel(t.form.plotLength)).toHaveValue(/^30[.,]5$/);
    await fresh.close();

    // Another fitting system's drawing, by its link.
    if (answer.ranked.length > 1) {
      const second = answer.ranked[1]! as keyof typeof names;
      await page.locator(`[data-system="${second}"]`).getByRole("link", { name: t.result.showDrawing }).click();
      await expect(drawing.getByRole("heading")).toHaveText(
        t.result.drawingHeading.replace("{{system}}", names[second].name),
      );
    }
  });

  test(`without JavaScript the selector answers the submitted form with the same ranking (${lang})`, async ({
    browser,
  }) => {
    const scripted = await browser.newContext();
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const withScript = await scripted.newPage();
    const withoutScript = await plain.newPage();
    for (const page of [withScript, withoutScript]) {
      await page.goto(`${prefix}/parking-selector`);
      await describeSite(page, t, decimal);
      await page.getByRole("button", { name: t.form.submit }).click();
      await expect(page.getByTestId("selector-ranked")).toBeVisible();
    }
    await expect(withoutScript).toHaveURL(/spaces=80/);
    expect(await ranking(withoutScript)).toEqual(await ranking(withScript));
    await expect(withoutScript.getByTestId("selector-drawing").getByRole("img")).toBeVisible();
    await expect
      .poll(() =>
        withoutScript
          .getByTestId("selector-drawing")
          .getByRole("img")
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await scripted.close();
    await plain.close();
  });

  for (const script of [true, false]) {
    test(`bad input answers each field's message and keeps what was typed (${lang}, ${script ? "JavaScript" : "no JavaScript"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: script });
      const page = await context.newPage();
      await page.goto(`${prefix}/parking-selector`);
      await page.getByLabel(t.form.spaces).fill("0");
      await page.getByLabel(t.form.plotLength).fill("-12");
      await page.getByLabel(t.form.plotWidth).fill("twenty");
      await page.getByLabel(t.form.heightAbove).fill("0");
      await page.getByLabel(t.form.depthBelow).fill("0");
      await page.getByLabel(t.form.suvShare).fill("150");
      await page.getByLabel(t.form.carWidth).fill("3");
      await page.getByLabel(t.form.peak).fill("99999");
      await page.getByRole("button", { name: t.form.submit }).click();
      for (const message of [
        t.errors.spacesRange,
        t.errors.lengthRange,
        t.errors.numberInvalid,
        t.errors.heightOrDepthRequired,
        t.errors.suvShareRange,
        t.errors.carWidthRange,
        t.errors.peakRange,
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(page.getByLabel(t.form.spaces)).toHaveValue("0");
      await expect(page.getByLabel(t.form.plotLength)).toHaveValue("-12");
      await expect(page.getByLabel(t.form.plotWidth)).toHaveValue("twenty");
      await expect(page.getByLabel(t.form.plotWidth)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(t.form.carWidth)).toHaveValue("3");
      await expect(page.getByText(t.result.invalid)).toBeVisible();
      await expect(page.getByTestId("selector-ranked")).toHaveCount(0);
      await context.close();
    });
  }
}

test("the selector has its own title, description, canonical, alternates and structured data, and is in the sitemap", async ({
  page,
  request,
}) => {
  await page.goto("/ro/parking-selector?type=office&spaces=80&length=30&width=20&height=15");
  await expect(page).toHaveTitle(new RegExp(ro.meta.title.slice(0, 30)));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ro\/parking-selector$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/parking-selector$/);
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.some((json) => JSON.parse(json)["@type"] === "WebApplication")).toBe(true);
  // The drawing of a site that fits nothing, or of nonsense, is a 404 (a NUL in the URL a 400), never a server error.
  for (const query of ["spaces=0", "type=office&spaces=80&length=4&width=4&height=15", "length=x&lang=xx&system=%FF"]) {
    expect((await request.get(`/parking-selector/drawing.svg?${query}`)).status(), query).toBe(404);
  }
  expect((await request.get("/parking-selector/drawing.svg?length=%00")).status()).toBe(400);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/parking-selector</loc>");
  expect(sitemap).toContain("/ro/parking-selector</loc>");
  // Reached from the header, the home page's hero and the services page.
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Selector" })).toHaveAttribute(
    "href",
    "/parking-selector",
  );
  await expect(
    page
      .locator("#hero-title")
      .locator("xpath=..")
      .getByRole("link", { name: /parking selector/ }),
  ).toBeVisible();
  await page.goto("/services");
  await page.getByRole("main").getByRole("link", { name: "Open the parking selector" }).click();
  await expect(page).toHaveURL(/\/parking-selector$/);
});

test("GET /api/parking-selector answers the page's query as JSON, and bad input a 400 with each field's message", async ({
  request,
}) => {
  const query = "type=office&spaces=80&length=30.5&width=20&height=15&suv=20&peak=40";
  const response = await request.get(`/api/parking-selector?${query}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = (await response.json()) as { ranked: { system: string; spaces: number }[]; excluded: unknown[] };
  expect(body.ranked.length + body.excluded.length).toBe(9);
  body.ranked.forEach((s) => expect(s.spaces).toBeGreaterThanOrEqual(80));
  // The baseline: 610 m² as a surface car park of 24 stalls.
  expect((body as unknown as { baseline: unknown }).baseline).toEqual({
    kind: "surface",
    spaces: 24,
    levelsAbove: 1,
    levelsBelow: 0,
    areaPerSpaceM2: 25.4,
  });
  const bad = await request.get("/api/parking-selector?spaces=0&length=-1&width=20&height=4&lang=ro");
  expect(bad.status()).toBe(400);
  const errors = (await bad.json()) as { fields: Record<string, { code: string; message: string }> };
  expect(errors.fields.spaces).toEqual({ code: "spacesRange", message: ro.errors.spacesRange });
  expect(errors.fields.length?.code).toBe("lengthRange");
});
