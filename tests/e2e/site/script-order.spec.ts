import { expect, test } from "../../support/test";

/**
 * What makes a page quick to show and its quote dialog quick to open, as behaviour: no script is
 * asked for before the page has painted, and the dialog's code is in before the visitor clicks.
 * (How quick, on a throttled profile, is measured by bench/quote-dialog.ts and bench/lighthouse.ts.)
 */
for (const l of [
  { path: "/", open: "Get Quote", title: "Request a Quote" },
  { path: "/ro", open: "Cere ofertă", title: "Solicitați o ofertă" },
]) {
  test(`the page paints before its scripts are fetched, and Get Quote opens the dialog with nothing fetched on the click (${l.path})`, async ({
    page,
  }) => {
    await page.goto(l.path);
    // The dialog's code is fetched when the page is idle, before any click.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => /\/quote-form-[^/]+\.js$/.test(entry.name)),
    );
    await page.waitForLoadState("networkidle");
    // No script was asked for before the first contentful paint.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(2);
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint!);
    // The closed dialog is rendered and holds nothing a visitor or a test could find.
    await expect(page.locator("dialog")).toHaveCount(1);
    await expect(page.locator("dialog input")).toHaveCount(0);

    const onClick: string[] = [];
    page.on("request", (request) => onClick.push(request.url()));
    await page.getByRole("banner").getByRole("link", { name: l.open }).click();
    // The click opened the dialog, moved the focus into it and stayed on the page...
    const dialog = page.getByRole("dialog", { name: l.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox").first()).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === l.path);
    // ...with nothing asked of the network: no code, no data, no navigation.
    await page.waitForLoadState("networkidle");
    expect(onClick).toEqual([]);
  });
}

for (const path of ["/blog/cluj-office-tower-200-spaces", "/ro/technical-drawings"]) {
  test(`where the largest paint is an image, the scripts are fetched only once it is shown (${path})`, async ({
    page,
  }) => {
    // The page's images arrive after its text has painted, as they can on a slow connection.
    await page.route(/\/(blog|drawings)\/[^/]+\.svg$/, async (route) => {
      await new Promise((arrive) => setTimeout(arrive, 300));
      await route.continue();
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const timing = await page.evaluate(
      () =>
        new Promise<{ element: string | undefined; paint: number; scripts: number[] }>((done) =>
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
            done({
              element: last.element?.tagName,
              paint: last.startTime,
              scripts: performance
                .getEntriesByType("resource")
                .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
                .map((entry) => entry.startTime),
            });
          }).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    // Lighthouse counts every request started before the largest paint as standing in its way.
    expect(timing.element).toBe("IMG");
    expect(timing.scripts.length).toBeGreaterThan(2);
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
  });
}
