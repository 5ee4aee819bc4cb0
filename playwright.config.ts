import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 4310);
// One fresh embedded database (and mail outbox) per test run; workers inherit the variable.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
export const baseURL = `http://127.0.0.1:${port}`;

/** Browser tests drive Debian's Chromium against the production build served by our own server. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_REPORT }]]
    : [["list"]],
  use: {
    baseURL,
    trace: "off",
    screenshot: "off",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node build/server/index.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      ENABLE_TEST_ROUTES: "1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Sign-in tests make many attempts from one address; the limit itself has its own test.
      AUTH_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
    },
  },
});
