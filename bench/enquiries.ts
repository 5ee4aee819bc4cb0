/**
 * Lead capture under load: 50 concurrent clients post valid quote requests for 30 s to the
 * production server on PostgreSQL, as the dialog does (POST /quote.data). The per-address limit is
 * raised for the run. Every 2xx answer must be a stored row: the script prints both counts.
 * Each client waits for its answer before the next post, and every post started before the end is
 * awaited (a load tool that abandons in-flight requests at the deadline would undercount answers).
 * Usage: npx tsx bench/enquiries.ts [--duration 30] [--connections 50]
 * PostgreSQL: the server in DATABASE_URL (a fresh database is created on it), or else a throwaway
 * server started with scripts/test-postgres.sh.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startServer } from "../tests/support/server";

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
const server = await startServer({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  ENQUIRY_RATE_LIMIT: "10000000",
  ENQUIRY_MIN_FILL_SECONDS: "1",
  LOG_LEVEL: "warn",
});
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  // A person's pace for the time trap: the token is from a page served a moment before the run.
  await (await fetch(`${server.url}/quote`)).text();
  // The forms' token comes as the cookie of the form's image.
  const image = await fetch(`${server.url}/form-token`);
  const formToken = /^form_token=([^;]+)/.exec(image.headers.getSetCookie().join("\n"))![1]!;
  await new Promise((r) => setTimeout(r, 1_200));
  const body = new URLSearchParams({
    formToken,
    page: "/quote",
    website: "",
    name: "Bench Client",
    email: "bench@example.ro",
    phone: "+40 722 000 111",
    company: "Bench SRL",
    projectType: "commercial",
    spaces: "120",
    message: "Load test request",
  }).toString();
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  let errors = 0;
  const started = performance.now();
  const deadline = started + duration * 1_000;
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${server.url}/quote.data`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
          body,
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1_000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    `${Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0)} ms`;
  const ok = [...codes].filter(([code]) => code >= 200 && code < 300).reduce((n, [, c]) => n + c, 0);
  const rows = Number((await db.query("select count(*) as n from quote_requests")).rows[0].n);
  // Notifications go out after the answer: give the last ones up to 15 s before counting.
  const countMailed = async () =>
    Number((await db.query("select count(*) as n from quote_requests where notified_at is not null")).rows[0].n);
  let mailed = await countMailed();
  for (let i = 0; i < 30 && mailed < rows; i++) {
    await new Promise((r) => setTimeout(r, 500));
    mailed = await countMailed();
  }
  const outbox = readdirSync(path.join(dataDir, "outbox")).filter((f) => f.endsWith(".json")).length;
  const codeList = [...codes].map(([code, n]) => `${code}: ${n}`).join(", ");
  console.log(
    `Quote requests (POST /quote.data, ${connections} connections, ${duration} s, PostgreSQL, notification mails to the outbox)\n`,
  );
  console.log(
    "| requests/s | p50 | p99 | 2xx answers | rows stored | rows mailed | outbox files | status codes | errors |",
  );
  console.log("| --: | --: | --: | --: | --: | --: | --: | --- | --: |");
  console.log(
    `| ${(latencies.length / elapsed).toFixed(1)} | ${pct(50)} | ${pct(99)} | ${ok} | ${rows} | ${mailed} | ${outbox} | ${codeList} | ${errors} |`,
  );
  if (ok !== rows) {
    console.error(`\n2xx answers (${ok}) and stored rows (${rows}) differ.`);
    process.exitCode = 1;
  }
} finally {
  await db.end();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  stopPostgres();
}
