import type { CDPSession, Page } from "@playwright/test";
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

/** How many first clicks each page is measured on; the median is what is asserted. */
const CLICKS = 3;

/**
 * Loads `path` on the throttled profile, waits until the page has loaded (the dialog's code,
 * fetched when the page is idle, is in and the closed dialog is rendered), then presses the
 * header's `open` button as a visitor does, and returns the click's Event Timing duration: from
 * the click to the next frame painted after it, which is what Interaction to Next Paint measures
 * (in steps of 8 ms; entries under 16 ms are not reported, and on this profile the click's own
 * work takes longer than that).
 */
async function firstClick(page: Page, path: string, open: string) {
  const cdp = await page.context().newCDPSession(page);
  await throttle(cdp);
  await page.goto(path);
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => /\/quote-form-[^/]+\.js$/.test(entry.name)),
  );
  await page.waitForLoadState("networkidle");
  await expect(page.locator("dialog")).toHaveCount(1);
  // Closed, the dialog holds nothing a visitor or a test could find.
  await expect(page.locator("dialog input")).toHaveCount(0);
  // The visitor's pointer reaches the button and rests on it (its hover colour has faded in), then
  // presses it and lets go once the press has been shown, as a hand does. (A locator's click runs
  // its own checks in the page on the throttled CPU just before pressing, and releasing in the
  // same instant as pressing would count the press's own frame as the click's: neither is a visitor.)
  const button = (await page.getByRole("banner").getByRole("link", { name: open }).boundingBox())!;
  await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const measured = page.evaluate(
    () =>
      new Promise<number>((done) =>
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === "click") done(entry.duration);
        }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit),
      ),
  );
  await page.mouse.down();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
  // Nothing else runs in the page until the click's frame is painted: the entry resolves the
  // promise the page was already waiting on (a polling wait would add its own work to that frame).
  const elapsed = await measured;
  await cdp.detach();
  return elapsed;
}

for (const l of [
  { path: "/", open: "Get Quote", title: "Request a Quote" },
  { path: "/ro", open: "Cere ofertă", title: "Solicitați o ofertă" },
]) {
  test(`the page paints before its scripts are fetched, and Get Quote opens the dialog at once (${l.path})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The visitor has seen another page of the site first, as most do: the browser's process and
    // its caches are in use. (The first page a fresh headless browser renders is slower on its own.)
    const earlier = await page.context().newPage();
    await earlier.goto("/services");
    await earlier.waitForLoadState("networkidle");
    await earlier.close();

    const clicks: number[] = [];
    for (let run = 0; run < CLICKS; run++) {
      // A fresh page each time: what is measured is the first click once a page has loaded.
      const tab = run === 0 ? page : await page.context().newPage();
      clicks.push(await firstClick(tab, l.path, l.open));
      if (run === 0) {
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
        // The click opened the dialog, moved the focus into it and stayed on the page.
        const dialog = page.getByRole("dialog", { name: l.title });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("textbox").first()).toBeFocused();
        await expect(page).toHaveURL((url) => url.pathname === l.path);
      } else await tab.close();
    }
    const median = clicks.toSorted((a, b) => a - b)[Math.floor(CLICKS / 2)]!;
    test.info().annotations.push({ type: "click to next paint (ms)", description: clicks.join(", ") });
    // Measured here: see bench/README.md ("Quote dialog"). A single click varies by a frame or two
    // with what else the machine is doing, so the median of three first clicks is held to the aim
    // of 100 ms, and each to 200 ms (where Interaction to Next Paint stops being "good"). Radix
    // rendered on the click took 168-192 ms; fetching the dialog's code on the click costs a 150 ms
    // round trip and more.
    expect(median, `clicks: ${clicks.join(", ")} ms`).toBeLessThan(100);
    expect(Math.max(...clicks), `clicks: ${clicks.join(", ")} ms`).toBeLessThan(200);
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
