import type { CDPSession } from "@playwright/test";
import { expect, test } from "../../support/test";

/** Lighthouse's mobile profile: slow 4G (150 ms round trip, 1.6 Mbit/s down) and a 4x slower CPU. */
async function throttle(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

// One at a time (the "speed" project also runs after every other test), so no other page shares the CPU.
test.describe.configure({ mode: "serial" });

for (const l of [
  { path: "/", open: "Get Quote", title: "Request a Quote" },
  { path: "/ro", open: "Cere ofertă", title: "Solicitați o ofertă" },
]) {
  test(`the page paints before its scripts are fetched, and Get Quote opens the dialog at once (${l.path})`, async ({
    page,
  }) => {
    // The visitor has seen another page of the site first, as most do: the browser's process and
    // its caches are in use. (The first page a fresh headless browser renders is slower on its own:
    // there the same click measured 72-104 ms, against 48-80 ms once the browser had shown a page.)
    const earlier = await page.context().newPage();
    await earlier.goto("/services");
    await earlier.waitForLoadState("networkidle");
    await earlier.close();
    const cdp = await page.context().newCDPSession(page);
    await throttle(cdp);
    await page.goto(l.path);
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

    // The page has loaded once the dialog's code, fetched when the page is idle, is in and the
    // closed dialog has been rendered.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => /\/quote-form-[^/]+\.js$/.test(entry.name)),
    );
    await page.waitForLoadState("networkidle");
    await expect(page.locator("dialog")).toHaveCount(1);

    // From the click to the next frame painted after it: the Event Timing entry of the click,
    // which is what Interaction to Next Paint measures (in steps of 8 ms). Entries under 16 ms are
    // not reported; on this profile the click's own work takes longer than that.
    await page.evaluate(() => {
      const w = window as unknown as { clickPaint?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === "click") w.clickPaint ??= entry.duration;
      }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    });
    // Closed, the dialog holds nothing a visitor or a test could find.
    await expect(page.locator("dialog")).toHaveCount(1);
    await expect(page.locator("dialog input")).toHaveCount(0);
    // A visitor's pointer reaches the button, then presses it. (A locator's click runs its own checks
    // in the page on the throttled CPU just before pressing, which would be counted as the click's.)
    const button = (await page.getByRole("banner").getByRole("link", { name: l.open }).boundingBox())!;
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.mouse.down();
    await page.mouse.up();
    // Wait without querying the page's roles meanwhile: on a 4x slower CPU such a query takes
    // tens of milliseconds of the page's main thread, which the click's frame would wait for.
    await page.waitForFunction(() => (window as unknown as { clickPaint?: number }).clickPaint !== undefined, null, {
      polling: "raf",
    });
    const dialog = page.getByRole("dialog", { name: l.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox").first()).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === l.path);
    const elapsed = await page.evaluate(() => (window as unknown as { clickPaint: number }).clickPaint);
    // Measured here: 48-72 ms over six runs of each page on a quiet machine, and 72-128 ms an hour
    // later on the same build, with the same machine slower. What remains is the click's own style
    // and layout (about 30 ms at this CPU slowdown), the next frame's paint and commit (about 20 ms)
    // and this headless browser's software compositing (about 12 ms), all slowed with the machine.
    // The aim is 100 ms; the bound is 150 so that a slow hour does not fail the build, and it still
    // catches the faults that matter: Radix rendered on the click took 168-192 ms, and fetching the
    // dialog's code on the click costs a 150 ms round trip and more.
    expect(elapsed).toBeLessThan(150);
  });
}
