import { axeViolations } from "../../support/axe";
import { expect, test } from "../../support/test";

/**
 * Every public page of the sitemap (and those it leaves out: sign-in, forgot password, quote, not
 * found, a selector result), in both languages, passes axe's WCAG 2.1 A and AA rules. One test per
 * language, so that the two run side by side.
 */
for (const lang of ["en", "ro"] as const) {
  test(`every public page passes axe's WCAG 2.1 A and AA checks (${lang})`, async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    test.setTimeout(300_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]!).pathname);
    const extra = [
      "/auth",
      "/auth/forgot",
      "/quote",
      "/no-such-page",
      "/parking-selector?type=office&spaces=80&length=30&width=20&height=15",
    ].flatMap((path) => [path, `/ro${path}`]);
    const isRomanian = (path: string) => path === "/ro" || path.startsWith("/ro/");
    const pages = [...new Set([...listed, ...extra])].filter((path) => isRomanian(path) === (lang === "ro"));
    expect(pages.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const [index, path] of pages.entries()) {
      // The cookie banner is checked on the first page; then it is answered.
      if (index === 1) await context.addCookies([{ name: "consent", value: "refused", url: baseURL! }]);
      await page.goto(path);
      found.push(...(await axeViolations(page, path)));
    }
    expect(found).toEqual([]);
  });
}
