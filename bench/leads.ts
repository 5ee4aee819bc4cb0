/**
 * Lead capture under load: 50 concurrent clients post valid quote requests for 30 s to the
 * production server on PostgreSQL, as the dialog does (POST /quote.data). The per-address limit is
 * raised for the run. Every 2xx answer must be a stored row: the script prints both counts.
 * Usage: npx tsx bench/leads.ts [--duration 30] [--connections 50]
 * PostgreSQL: the server in DATABASE_URL (a fresh database is created on it), or else a throwaway
 * server started with scripts/test-postgres.sh.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startServer } from "../tests/support/server";

type Result = { requests: { average: number; total: number }; latency: { p50: number; p99: number; average: number }; statusCodeStats: Record<string, { count: number }>; errors: number; timeouts: number; "2xx": number; non2xx: number };
type Autocannon = (opts: Record<string, unknown>, cb: (err: Error | null, result: Result) => void) => unknown;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const duration = option("duration", 30);
const connections = option("connections", 50);

let serverUrl = process.env.DATABASE_URL;
let stopPostgres = () => {};
if (!serverUrl) {
  const exports = execFileSync("bash", ["scripts/test-postgres.sh", "start"], { encoding: "utf8" });
  serverUrl = exports.match(/TEST_DATABASE_URL=(\S+)/)![1]!;
  const dir = exports.match(/PG_TEST_DIR=(\S+)/)![1]!;
  stopPostgres = () => execFileSync("bash", ["scripts/test-postgres.sh", "stop", dir], { stdio: "ignore" });
}
const name = `bench_leads_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const databaseUrl = serverUrl.replace(/\/[^/?]+(\?.*)?$/, `/${name}`);

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LEAD_RATE_LIMIT: "10000000", LEAD_MIN_FILL_SECONDS: "1", LOG_LEVEL: "warn" });
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  // A person's pace for the time trap: the token is from a page served a moment before the run.
  const html = await (await fetch(`${server.url}/quote`)).text();
  const formToken = html.match(/name="formToken" value="([^"]+)"/)![1]!;
  await new Promise((r) => setTimeout(r, 1_200));
  const body = new URLSearchParams({ formToken, page: "/quote", website: "", name: "Bench Client", email: "bench@example.ro", phone: "+40 722 000 111", company: "Bench SRL", projectType: "commercial", spaces: "120", message: "Load test request" }).toString();
  const result = await new Promise<Result>((resolve, reject) =>
    autocannon(
      { url: `${server.url}/quote.data`, method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url }, body, connections, duration },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
  const rows = Number((await db.query("select count(*) as n from quote_requests")).rows[0].n);
  // Notifications go out after the answer: give the last ones a moment before counting.
  await new Promise((r) => setTimeout(r, 3_000));
  const mailed = Number((await db.query("select count(*) as n from quote_requests where notified_at is not null")).rows[0].n);
  const outbox = readdirSync(path.join(dataDir, "outbox")).filter((f) => f.endsWith(".json")).length;
  const codes = Object.entries(result.statusCodeStats).map(([code, s]) => `${code}: ${s.count}`).join(", ");
  console.log(`Quote requests (POST /quote.data, ${connections} connections, ${duration} s, PostgreSQL, notification mails to the outbox)\n`);
  console.log("| requests/s | p50 | p99 | 2xx answers | rows stored | rows mailed | outbox files | status codes | errors |");
  console.log("| --: | --: | --: | --: | --: | --: | --: | --- | --: |");
  console.log(`| ${result.requests.average.toFixed(1)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result["2xx"]} | ${rows} | ${mailed} | ${outbox} | ${codes} | ${result.errors + result.timeouts} |`);
  if (result["2xx"] !== rows) {
    console.error(`\n2xx answers (${result["2xx"]}) and stored rows (${rows}) differ.`);
    process.exitCode = 1;
  }
} finally {
  await db.end();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  stopPostgres();
}
