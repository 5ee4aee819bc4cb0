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

    // The page has loaded once the dialog's code, fetched when the page is idle, is in.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => /\/quote-form-[^/]+\.js$/.test(entry.name)),
    );
    await page.waitForLoadState("networkidle");

    // From the click to the frame that shows the dialog, measured in the page.
    await page.evaluate(() => {
      const w = window as unknown as { clickAt?: number; dialogAt?: number };
      document.addEventListener("click", (event) => (w.clickAt ??= event.timeStamp), { capture: true });
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('[role="dialog"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.dialogAt = performance.now()));
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("banner").getByRole("link", { name: l.open }).click();
    await expect(page.getByRole("dialog", { name: l.title })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === l.path);
    const elapsed = await page.evaluate(() => {
      const w = window as unknown as { clickAt?: number; dialogAt?: number };
      return w.dialogAt !== undefined && w.clickAt !== undefined ? w.dialogAt - w.clickAt : null;
    });
    expect(elapsed).not.toBeNull();
    // Measured here: 127-160 ms on this profile for a first open (React renders the form and
    // Radix's dialog for the first time; about 40 ms without the CPU slowdown), more when other
    // tests share the CPU. The bound catches the dialog's code being fetched on the click: a round
    // trip of 150 ms, the transfer and the same render. The 100 ms the speed work aims at is not
    // reached yet.
    expect(elapsed!).toBeLessThan(300);
  });
}
