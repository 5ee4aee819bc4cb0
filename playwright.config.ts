import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 4310);
// One fresh embedded database (and mail outbox) per test run; workers inherit the variable.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
export const baseURL = `http://127.0.0.1:${port}`;
const pgURL = process.env.E2E_DATABASE_URL;
// The full run (scripts/test-all.sh) requires PostgreSQL: its browser tests must not silently vanish.
if (!pgURL && process.env.REQUIRE_POSTGRES)
  throw new Error("REQUIRE_POSTGRES is set but E2E_DATABASE_URL is not: PostgreSQL did not start");
const pgPort = port + 1;
const pgBaseURL = `http://127.0.0.1:${pgPort}`;

/** Browser tests drive Debian's Chromium against the production build served by our own server. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // The back-office's longer flows (three invoices through the form, a lead to a won deal) take
  // 20-30 s when the two cores also run the type check and lint beside the browsers.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.PW_JSON_REPORT }]] : [["list"]],
  use: {
    baseURL,
    trace: "off",
    screenshot: "off",
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "embedded",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL },
      testIgnore: [/postgres\.spec\.ts/],
    },
    // What only an external PostgreSQL server (DATABASE_URL, started by scripts/test-all.sh) has:
    // two servers sharing it, the admin command beside a running server, its writes failing. The
    // embedded default is PostgreSQL too, so the other flows are not run a second time on it.
    ...(pgURL
      ? [
          {
            name: "postgres",
            use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: pgBaseURL },
            testMatch: /(auth|enquiries)\/postgres\.spec\.ts/,
          },
        ]
      : []),
  ],
  webServer: [server(baseURL, port, {}), ...(pgURL ? [server(pgBaseURL, pgPort, { DATABASE_URL: pgURL })] : [])],
});

function server(url: string, listen: number, extra: Record<string, string>) {
  return {
    command: "node build/server/index.js",
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM, not the default SIGKILL: the server then stops the embedded PostgreSQL it started,
    // which runs in a process group of its own and would otherwise outlive the run.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(listen),
      HOST: "127.0.0.1",
      SITE_URL: url,
      ENABLE_TEST_ROUTES: "1",
      // The render cache's tests read whether a page came from it.
      RENDER_CACHE_DEBUG: "1",
      // One worker: the render cache is per process, and the cluster has tests of its own.
      WEB_CONCURRENCY: "1",
      DATA_DIR: process.env.E2E_DATA_DIR!,
      // Sign-in tests make many attempts from one address; the limit itself has its own test.
      AUTH_RATE_LIMIT: "1000",
      AUTH_ACCOUNT_RATE_LIMIT: "1000",
      AUTH_MAIL_RATE_LIMIT: "1000",
      // Lead forms: many posts from one address. The time trap keeps its default: tests state the
      // time of their requests (tests/support/clock.ts), which ENABLE_TEST_ROUTES lets the server read.
      ENQUIRY_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      ...extra,
    },
  };
}
