/** Debian's Chromium, launched with the flags this machine needs (no network, no sandbox as root). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * What the browser tests drive: Debian's build of Chromium's headless shell, the same Blink and V8
 * without the browser's user interface. It renders the pages the tests load with about a third of the
 * processor time of the full browser in headless mode, which the test run's length is made of. The
 * benchmarks that measure what a visitor gets (Lighthouse, the quote dialog) keep the full browser.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
