import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // One embedded PostgreSQL cluster for the run; each database test file gets a database in it.
    globalSetup: ["tests/support/vitest-embedded.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
