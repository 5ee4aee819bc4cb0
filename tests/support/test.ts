import { test as base, type Page } from "@playwright/test";

// Everything Playwright's test module offers, with `test` below in place of its own.
export * from "@playwright/test";

/**
 * A page's JavaScript is fetched after its first paint (the server's deferred hydration), so the
 * load event can come before React has taken the page over; a click then would follow the link's
 * no-JavaScript fallback. After `goto` and `reload` these tests wait, as a person reading the page
 * would for a moment, until the document is hydrated (`html[data-hydrated]`): not on pages that
 * load no code, in a browser with JavaScript off, or when the test asked for an earlier moment.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const state = await page
    .evaluate(() => ({
      deferred: document.getElementById("hydrate-module") !== null,
      scripting: matchMedia("(scripting: enabled)").matches,
    }))
    // A page that navigated away meanwhile (a redirect by script) has nothing to wait for here.
    .catch(() => ({ deferred: false, scripting: false }));
  if (!state.deferred || !state.scripting) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

type Navigation = (this: Page, ...args: unknown[]) => Promise<unknown>;

function waitAfter(proto: Record<string, Navigation>, name: "goto" | "reload", optionsAt: number) {
  const original = proto[name]!;
  proto[name] = async function (this: Page, ...args: unknown[]) {
    const response = await original.apply(this, args);
    const options = args[optionsAt] as { waitUntil?: string } | undefined;
    if (!options?.waitUntil || options.waitUntil === "load" || options.waitUntil === "networkidle")
      await waitForHydration(this);
    return response;
  };
}

/** Every test's pages, those of contexts a test opens itself included, wait for hydration. */
export const test = base.extend<object, { hydratedNavigation: void }>({
  hydratedNavigation: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const proto = Object.getPrototypeOf(page) as Record<string, Navigation> & { hydrationPatched?: boolean };
      await page.close();
      if (!proto.hydrationPatched) {
        proto.hydrationPatched = true;
        waitAfter(proto, "goto", 1);
        waitAfter(proto, "reload", 0);
      }
      await use();
    },
    { scope: "worker", auto: true },
  ],
});
