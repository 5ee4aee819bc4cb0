import { expect, test, type APIRequestContext } from "../../support/test";
import { textLayoutFaultsAtWidths } from "../../support/layout";

/** Every public page of the sitemap, plus those it leaves out (sign-in, forgot password, quote, not found). */
async function publicPages(request: APIRequestContext, baseURL: string): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]!).pathname);
  const selector = [
    "/parking-selector?type=office&spaces=80&length=30&width=20&height=15&suv=20&peak=40",
    "/parking-selector?spaces=0&length=-1&width=x",
  ];
  const extra = ["/auth", "/auth?tab=signup", "/auth/forgot", "/quote", "/no-such-page", ...selector].flatMap(
    (path) => [path, `/ro${path}`],
  );
  void baseURL;
  return [...new Set([...listed, ...extra])];
}

test("no button, link-button or badge text spills out, no short label wraps, nothing is cut off: every public page, five widths, both languages", async ({
  page,
  request,
  baseURL,
  context,
}) => {
  test.setTimeout(600_000);
  // The cookie banner is part of the check on the first page; then it is answered.
  const pages = await publicPages(request, baseURL!);
  expect(pages.length).toBeGreaterThan(20);
  const faults: string[] = [];
  for (const [index, path] of pages.entries()) {
    if (index === 1) await context.addCookies([{ name: "consent", value: "refused", url: baseURL! }]);
    await page.goto(path);
    for (const fault of await textLayoutFaultsAtWidths(page)) faults.push(`${path} ${fault}`);
    // The header, at the edges of its layouts: the smallest phone, where the quote button joins
    // the bar, and just below the full navigation.
    if (path === "/" || path === "/ro")
      for (const fault of await textLayoutFaultsAtWidths(page, [320, 640, 1279])) faults.push(`${path} ${fault}`);
    // The menu, open, at the widths where it is the navigation.
    if (index < 2 || path === "/ro") {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.locator("header button[aria-controls='mobile-menu']").click();
      for (const fault of await textLayoutFaultsAtWidths(page, [390, 768, 1024]))
        faults.push(`${path} (menu open) ${fault}`);
      await page.locator("header button[aria-controls='mobile-menu']").click();
    }
  }
  expect(faults).toEqual([]);
});
