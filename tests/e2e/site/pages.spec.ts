import { axeViolations } from "../../support/axe";
import { textLayoutFaultsAtWidths } from "../../support/layout";
import { expect, test } from "../../support/test";

/**
 * Every public page of the sitemap, and those it leaves out (sign-in, sign-up, forgot password,
 * quote, not found, a selector's result and its refusal), loaded once each and checked for what
 * every page must hold: axe's WCAG 2.1 A and AA rules, and no button, link-button or badge text
 * spilling out, no short label wrapping, nothing cut off, at five widths. One test per language,
 * so that the two run side by side.
 */
const EXTRA = [
  "/auth",
  "/auth?tab=signup",
  "/auth/forgot",
  "/quote",
  "/no-such-page",
  "/parking-selector?type=office&spaces=80&length=30&width=20&height=15&suv=20&peak=40",
  "/parking-selector?spaces=0&length=-1&width=x",
];

/** The viewport the page opened at: axe is run there, before the widths are tried. */
const DESKTOP = { width: 1280, height: 720 };

for (const lang of ["en", "ro"] as const) {
  test(`every public page passes axe's WCAG 2.1 A and AA checks, and no text spills out at five widths (${lang})`, async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    test.setTimeout(300_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]!).pathname);
    const isRomanian = (path: string) => path === "/ro" || path.startsWith("/ro/") || path.startsWith("/ro?");
    const pages = [...new Set([...listed, ...EXTRA.flatMap((path) => [path, `/ro${path}`])])].filter(
      (path) => isRomanian(path) === (lang === "ro"),
    );
    expect(pages.length).toBeGreaterThan(20);
    const home = lang === "en" ? "/" : "/ro";
    expect(pages).toContain(home);
    const found: string[] = [];
    const faults: string[] = [];
    for (const [index, path] of pages.entries()) {
      // The cookie banner is part of the checks on the first page; then it is answered.
      if (index === 1) await context.addCookies([{ name: "consent", value: "refused", url: baseURL! }]);
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      found.push(...(await axeViolations(page, path)));
      for (const fault of await textLayoutFaultsAtWidths(page)) faults.push(`${path} ${fault}`);
      // The header, at the edges of its layouts: the smallest phone, where the quote button joins
      // the bar, and just below the full navigation.
      if (path === home)
        for (const fault of await textLayoutFaultsAtWidths(page, [320, 640, 1279])) faults.push(`${path} ${fault}`);
      // The menu, open, at the widths where it is the navigation (with the banner and without).
      if (index < 2) {
        await page.setViewportSize({ width: 390, height: 900 });
        await page.locator("header button[aria-controls='mobile-menu']").click();
        for (const fault of await textLayoutFaultsAtWidths(page, [390, 768, 1024]))
          faults.push(`${path} (menu open) ${fault}`);
        await page.locator("header button[aria-controls='mobile-menu']").click();
      }
    }
    expect({ axe: found, layout: faults }).toEqual({ axe: [], layout: [] });
  });
}
