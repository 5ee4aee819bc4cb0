import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // One embedded PostgreSQL cluster for the run; each database test file gets a database in it.
    globalSetup: ["tests/support/vitest-embedded.ts"],
    // Files run one after another in each worker with the modules already loaded: importing the
    // application afresh for every file cost more than the tests themselves. Each file gets its own
    // database, files that need fresh modules call vi.resetModules(), and the environment is put
    // back after each file.
    isolate: false,
    setupFiles: ["tests/support/vitest-env.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
