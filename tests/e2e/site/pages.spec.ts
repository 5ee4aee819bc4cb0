import { expect, test } from "../../support/test";
import { getDocumentProxy, extractText } from "unpdf";
import { catalogLanguages } from "../../../app/content/catalog";
import { parkingSystemIds } from "../../../app/content/parking-systems/systems";
import { parkingSystemTexts } from "../../../app/content/parking-systems/texts";
import { catalogTexts } from "../../../scripts/catalog/texts";

test("every sitemap URL answers 200 with its own title, description, canonical and hreflang alternates", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  // 22 pages (home, services + 4 details, parking selector, catalogue, about, contact, blog + 8 articles, drawings, 2 legal) in 2 languages
  expect(locs).toHaveLength(44);
  const titles = new Set<string>();
  for (const loc of locs) {
    const path = loc.replace(baseURL!, "");
    const response = await request.get(path);
    expect(response.status(), loc).toBe(200);
    const html = await response.text();
    const lang = path === "/ro" || path.startsWith("/ro/") ? "ro" : "en";
    expect(html, loc).toContain(`<html lang="${lang}"`);
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    expect(title, loc).toBeTruthy();
    titles.add(title!);
    expect(html.match(/<meta name="description" content="([^"]+)"/)?.[1]?.length ?? 0, loc).toBeGreaterThan(40);
    expect(html, loc).toContain(`<link rel="canonical" href="${loc}"/>`);
    const bare = lang === "ro" ? (path === "/ro" ? "/" : path.slice(3)) : path;
    const en = `${baseURL}${bare}`;
    const ro = `${baseURL}${bare === "/" ? "/ro" : `/ro${bare}`}`;
    expect(html, loc).toContain(`<link rel="alternate" hrefLang="en" href="${en}"/>`);
    expect(html, loc).toContain(`<link rel="alternate" hrefLang="ro" href="${ro}"/>`);
    expect(html, loc).toContain(`<link rel="alternate" hrefLang="x-default" href="${en}"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ro" href="${ro}"/>`);
  }
  expect(titles.size, "every page has its own title").toBe(locs.length);
});

test("unknown blog and service slugs answer 404", async ({ page }) => {
  for (const [path, heading] of [
    ["/blog/no-such-article", "Article Not Found"],
    ["/ro/blog/no-such-article", "Articolul nu a fost găsit"],
  ]) {
    const response = await page.goto(path!);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole("main").getByRole("link", { name: /Back to Blog|Înapoi la blog/ })).toBeVisible();
  }
  const response = await page.goto("/services/teleportation");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
});

for (const l of [
  {
    lang: "en",
    prefix: "",
    learnMore: /^Learn more\s*: Maintenance and repair$/,
    detail: "Maintenance and repair",
    examples: "See examples in Projects",
  },
  {
    lang: "ro",
    prefix: "/ro",
    learnMore: /^Află mai multe\s*: Mentenanță/,
    detail: /Mentenanță/,
    examples: "Vedeți exemple în Proiecte",
  },
]) {
  test(`service cards reach their detail page, which leads to the projects (${l.lang})`, async ({ page }) => {
    await page.goto(`${l.prefix}/services`);
    await expect(page.getByRole("figure")).toHaveCount(3);
    await page.getByRole("link", { name: l.learnMore }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/services/maintenance$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.detail);
    await expect(page.getByRole("main").locator("ul li")).toHaveCount(4);
    await page.getByRole("link", { name: l.examples }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix || "/"}#projects$`.replace("//", "/")));
    await expect(page.locator("#projects")).toBeInViewport();
  });
}

test("every catalogue button downloads a PDF in its language with the nine systems named in it, and the page's figures are the files' own", async ({
  page,
}) => {
  await page.goto("/catalog");
  // The figures are counted in the generated files (their manifest), never typed: pages per
  // catalogue ("12", or "12–13" if the languages differ), products (the nine systems), languages.
  const shownPages = (await page.getByTestId("catalog-stat-pages").textContent())?.trim() ?? "";
  expect(shownPages).toMatch(/^\d+(–\d+)?$/);
  const [fewest, most = fewest] = shownPages.split("–").map(Number) as [number, number?];
  await expect(page.getByTestId("catalog-stat-products")).toHaveText(String(parkingSystemIds.length));
  await expect(page.getByTestId("catalog-stat-languages")).toHaveText(String(catalogLanguages.length));
  for (const code of catalogLanguages) {
    const card = page.getByTestId(`catalog-${code}`);
    const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link").click()]);
    expect(download.suggestedFilename()).toBe(`catalog-${code}.pdf`);
    const bytes = new Uint8Array(await (await import("node:fs/promises")).readFile(await download.path()));
    const pdf = await getDocumentProxy(bytes);
    expect(pdf.numPages).toBeGreaterThanOrEqual(fewest);
    expect(pdf.numPages).toBeLessThanOrEqual(most);
    // Cover, contents, one page per system, services and contact: a footer overflowing into blank pages once doubled it.
    expect(pdf.numPages).toBe(2 + parkingSystemIds.length + 1);
    // The card gives its own file's page count ("12 pages · 73 kB").
    await expect(card.getByTestId(`catalog-${code}-file`)).toContainText(`${pdf.numPages} pages`);
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(catalogTexts[code].title);
    for (const id of parkingSystemIds) expect(flat).toContain(parkingSystemTexts[code][id].name.replace(/\s+/g, " "));
    expect(flat).toContain("Piatra-Neamț");
  }
});

for (const l of [
  { lang: "en", prefix: "", industrial: "Industrial", commercial: "Commercial", all: "All" },
  { lang: "ro", prefix: "/ro", industrial: "Industrial", commercial: "Comercial", all: "Toate" },
]) {
  test(`blog filter shows each category's cards and survives a reload (${l.lang})`, async ({ page }) => {
    await page.goto(`${l.prefix}/blog`);
    const cards = page.getByTestId("article-card");
    await expect(cards).toHaveCount(8);
    const filters = page.getByRole("navigation", { name: /Filter|Filtr/ });
    await filters.getByRole("link", { name: l.commercial, exact: true }).click();
    await expect(page).toHaveURL(/\?category=Commercial$/);
    await expect(cards).toHaveCount(4);
    await filters.getByRole("link", { name: l.industrial, exact: true }).click();
    await expect(cards).toHaveCount(1);
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(filters.getByRole("link", { name: l.industrial, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const card of await cards.all()) await expect(card).toContainText(l.industrial);
    await filters.getByRole("link", { name: l.all, exact: true }).click();
    await expect(cards).toHaveCount(8);
    await expect(cards.first().locator("img")).not.toHaveAttribute("loading", "lazy");
  });
}

test("an article renders real headings and bullets, and share falls back to the clipboard", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.addInitScript(() => {
    // Desktop Linux Chromium has no share sheet; make sure of it.
    Object.defineProperty(navigator, "share", { value: undefined });
  });
  await page.goto("/blog");
  await page
    .getByTestId("article-card")
    .first()
    .getByRole("link", { name: /Read more/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  const article = page.locator("article");
  await expect(article.locator("h2").first()).toBeVisible();
  expect(await article.locator("h2").count()).toBeGreaterThanOrEqual(3);
  expect(await article.locator("ul.list-disc li").count()).toBeGreaterThanOrEqual(3);
  await expect(article.getByText("**")).toHaveCount(0);
  await expect(article.getByText("•")).toHaveCount(0);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied!")).toBeVisible();
  await expect(page.getByText("Article link has been copied to clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((s) => JSON.parse(s)["@type"])).toContain("Article");
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
});

test("the drawings viewer opens, moves with the arrow keys, keeps focus, closes with Esc; downloads are named after the product", async ({
  page,
}) => {
  await page.goto("/technical-drawings");
  await expect(page.getByTestId("drawing-card")).toHaveCount(8);
  await expect(page.getByTestId("drawing-card").first().locator("img")).not.toHaveAttribute("loading", "lazy");
  const card = page.getByTestId("drawing-card").filter({ hasText: "Translopark C 8-96" });
  await card.locator("img").click();
  const viewer = page.getByRole("dialog", { name: /Translopark C 8-96/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId("viewer-position")).toContainText("1 of 2");
  await expect(viewer.locator("img")).toHaveAttribute("src", "/drawings/translopark-c-section.svg");
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByTestId("viewer-position")).toContainText("2 of 2");
  await expect(viewer.locator("img")).toHaveAttribute("src", "/drawings/translopark-c-plan.svg");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByTestId("viewer-position")).toContainText("1 of 2");
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  // The enlarge button opens it too, and the close button closes it.
  await card.getByRole("button", { name: "Enlarge Translopark C 8-96" }).nth(1).click();
  await expect(viewer).toBeVisible();
  await viewer.getByRole("button", { name: "Close viewer" }).click();
  await expect(viewer).toBeHidden();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: /Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Translopark-C-8-96-section.svg");
});

for (const l of [
  { lang: "en", path: "/contact", send: "Send Message" },
  { lang: "ro", path: "/ro/contact", send: "Trimite mesajul" },
]) {
  test(`contact page refuses empty required fields (${l.lang})`, async ({ page }) => {
    await page.goto(l.path);
    const form = page.getByRole("main").locator("form");
    await expect(form.locator("input[type=tel]")).toHaveCount(0);
    await form.getByRole("button", { name: l.send }).click();
    const invalid = await form
      .locator("input, textarea")
      .evaluateAll((els) =>
        els.filter((e) => !(e as HTMLInputElement).validity.valid).map((e) => e.getAttribute("name")),
      );
    expect(invalid).toEqual(["name", "email", "subject", "message"]);
    await expect(form.locator("textarea")).toHaveAttribute("rows", "6");
    await expect(page.locator("[data-testid=map-placeholder]")).toHaveCSS("height", "450px");
  });
}

test("every image has width, height and alt text, and each page's first image is not lazy", async ({ request }) => {
  for (const path of [
    "/",
    "/services",
    "/blog",
    "/blog/cluj-office-tower-200-spaces",
    "/technical-drawings",
    "/ro/services",
  ]) {
    const html = await (await request.get(path)).text();
    const imgs = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(imgs.length, path).toBeGreaterThan(0);
    for (const img of imgs) {
      expect(img, path).toMatch(/\swidth="\d+"/);
      expect(img, path).toMatch(/\sheight="\d+"/);
      expect(img, path).toMatch(/\salt="/);
    }
    expect(imgs[0], `${path}: first image`).not.toContain('loading="lazy"');
  }
});
