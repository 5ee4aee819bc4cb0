/**
 * Navigation between back-office screens as staff experience it: an administrator signed in on the
 * production server (Demo Mode's data), Debian's Chromium at 1350x940 on Lighthouse's desktop network
 * (40 ms round trip, 10 Mbit/s), no CPU slowdown. From the dashboard each screen is opened by
 * clicking a link to it (the sidebar's, or the list's "new" button), as a person would; the time
 * runs from the click to the frame after the screen's heading is in place. Median of --runs N
 * (default 3), with the JavaScript each navigation fetched and whether it loaded the charts.
 * Usage: npx tsx bench/admin-navigation.ts [--runs 3]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { ADMIN_SCREENS, signedInAdmin } from "../tests/support/admin-session";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { waitForHydration } from "../tests/support/test";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 3;

type Sample = { ms: number; jsBytes: number; files: string[] };

/** Clicks a link to `screen` on the current page and waits for it to be shown. */
async function navigate(page: Page, screen: string): Promise<Sample> {
  await page.evaluate(() => {
    performance.clearResourceTimings();
    const w = window as unknown as { clickAt?: number };
    w.clickAt = undefined;
    document.addEventListener("click", (event) => (w.clickAt ??= event.timeStamp), { capture: true, once: true });
  });
  await page.locator(`a[href="${screen}"]`).first().click();
  await page.waitForFunction(
    (target) => location.pathname === target && document.querySelector("main h1") !== null,
    screen,
    { polling: "raf" },
  );
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          resolve(performance.now() - ((window as unknown as { clickAt?: number }).clickAt ?? performance.now())),
        ),
      ),
  );
  // What the screen fetched, lazily loaded parts (the charts) included.
  await page.waitForLoadState("networkidle");
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.endsWith(".js"))
      .map((e) => ({ path: new URL(e.name).pathname, bytes: e.transferSize })),
  );
  const sample: Sample = {
    ms,
    jsBytes: scripts.reduce((sum, e) => sum + e.bytes, 0),
    files: scripts.map((e) => e.path),
  };
  return sample;
}

const { server, cookie } = await signedInAdmin();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const samples = new Map<string, Sample[]>();
try {
  for (let run = 0; run < runs; run++) {
    // A fresh context per run: the first visit to each screen, as after signing in.
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name: name!, value: value.join("="), url: server.url };
      }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 40,
      downloadThroughput: (10 * 1024 * 1024) / 8,
      uploadThroughput: (10 * 1024 * 1024) / 8,
    });
    await page.goto(`${server.url}/admin`);
    await waitForHydration(page);
    for (const screen of ADMIN_SCREENS.filter((s) => s !== "/admin")) {
      // A "new" form is reached from its list; every other screen from the sidebar of the one before.
      const list = screen.endsWith("/new") ? screen.slice(0, -"/new".length) : null;
      if (list && new URL(page.url()).pathname !== list) await navigate(page, list);
      const sample = await navigate(page, screen);
      samples.set(screen, [...(samples.get(screen) ?? []), sample]);
      process.stderr.write(`run ${run + 1}: ${screen} ${Math.round(sample.ms)} ms\n`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
console.log(`\nClient-side navigation to each admin screen, median of ${runs} run(s), desktop network\n`);
console.log("| screen | click to screen (median) | runs | JS fetched (first run) | charts loaded |");
console.log("| --- | --: | --- | --: | --- |");
for (const [screen, list] of samples) {
  const first = list[0]!;
  const charts = first.files.some((f) => /\/charts-[^/]+\.js$/.test(f)) ? "yes" : "no";
  console.log(
    `| ${screen} | ${Math.round(median(list.map((s) => s.ms)))} ms | ${list.map((s) => Math.round(s.ms)).join(", ")} | ${(first.jsBytes / 1024).toFixed(1)} KiB | ${charts} |`,
  );
}
const outDir = path.resolve("bench/results");
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, "admin-navigation.json"),
  JSON.stringify({ date: new Date().toISOString(), runs, samples: Object.fromEntries(samples) }, null, 2),
);
