import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../../support/test";

function seed(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ["build/server/seed.js", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 120_000,
  });
}

/** `npm run seed -- --rows N` on the embedded database: refuses bad input, then fills Live Mode. */
test("npm run seed -- --rows N refuses bad input, fills the live tables, and can run again", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-seed-"));
  for (const bad of [[], ["--rows"], ["--rows", "0"], ["--rows", "12x"], ["--rows", "2000000"], ["--lines", "5"]]) {
    const refused = seed(dataDir, ...bad);
    expect(refused.status, bad.join(" ")).toBe(2);
    expect(refused.stderr).toContain("Usage:");
  }
  const done = seed(dataDir, "--rows", "1200");
  expect(done.status, done.stderr).toBe(0);
  expect(done.stdout).toMatch(/contacts\s+1,200/);
  expect(done.stdout).toMatch(/leads\s+1,200/);
  expect(done.stdout).toMatch(/opportunities\s+120/);
  expect(done.stdout).toMatch(/social_posts\s+12/);

  // A second run adds more (record numbers go on past 999 without clashing).
  const again = seed(dataDir, "--rows", "5");
  expect(again.status, again.stderr).toBe(0);
  expect(again.stdout).toMatch(/contacts\s+5\b/);
});
