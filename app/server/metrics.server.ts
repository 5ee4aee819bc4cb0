import cluster from "node:cluster";
import client from "prom-client";
import { sql } from "kysely";
import { getDb, poolState } from "./db/db.server";
import { routeArea, routePath } from "~/lib/paths";

/**
 * The operators' figures (Prometheus, served by server/metrics-port.ts on METRICS_PORT): requests by
 * route kind, form submissions, sales notifications, the database pool and the process's own
 * (event-loop lag, memory, CPU). Under the cluster the supervisor adds up every worker's.
 */
// Registered once per process, even when this module is evaluated again (tests reload modules).
if (!client.register.getSingleMetric("process_cpu_user_seconds_total")) client.collectDefaultMetrics();
// A worker answers the supervisor's requests for its figures (prom-client listens once one
// aggregator exists in the process).
if (cluster.isWorker) new client.AggregatorRegistry();
function once<T extends client.Metric>(name: string, kind: abstract new (...args: never[]) => T, create: () => T): T {
  const registered = client.register.getSingleMetric(name);
  return registered instanceof kind ? registered : create();
}

export const httpRequests = once(
  "http_requests_total",
  client.Counter,
  () =>
    new client.Counter({
      name: "http_requests_total",
      help: "Requests answered, by route kind, method and status class",
      labelNames: ["kind", "method", "status"] as const,
    }),
);

export const httpDuration = once(
  "http_request_duration_seconds",
  client.Histogram,
  () =>
    new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request, by route kind",
      labelNames: ["kind"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const formSubmissions = once(
  "form_submissions_total",
  client.Counter,
  () =>
    new client.Counter({
      name: "form_submissions_total",
      help: "Quote requests and contact messages posted, by form and outcome (sent, invalid, spam, rateLimited, unavailable)",
      labelNames: ["form", "outcome"] as const,
    }),
);

export const mails = once(
  "mails_total",
  client.Counter,
  () =>
    new client.Counter({
      name: "mails_total",
      help: "Mails handed to SMTP or the outbox, by outcome (sent, failed)",
      labelNames: ["outcome"] as const,
    }),
);

once(
  "mails_pending",
  client.Gauge,
  () =>
    new client.Gauge({
      name: "mails_pending",
      help: "Sales notifications not yet sent (failed, waiting for a retry)",
      // Every worker sees the same database: the cluster reports one worker's figure, not their sum.
      aggregator: "max",
      async collect() {
        try {
          const db = await getDb();
          const { rows } = await sql<{
            n: number;
          }>`select ((select count(*) from quote_requests where notified_at is null) + (select count(*) from contact_messages where notified_at is null))::int as n`.execute(
            db,
          );
          this.set(rows[0]?.n ?? 0);
        } catch {
          // The database is down: readiness reports it; the figure stays as it was.
        }
      },
    }),
);

once(
  "db_pool_connections",
  client.Gauge,
  () =>
    new client.Gauge({
      name: "db_pool_connections",
      help: "Database connections of this process's pool, by state (total, idle, waiting requests)",
      labelNames: ["state"] as const,
      async collect() {
        const pool = await poolState();
        if (!pool) return;
        this.set({ state: "total" }, pool.total);
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "waiting" }, pool.waiting);
      },
    }),
);

/**
 * The kind of route a path belongs to: a label with few values, whatever the URL, read as the
 * router reads it (every spelling of the back-office counts as "admin").
 */
export function routeKind(pathname: string): string {
  // Files are found by their path as sent.
  if (pathname.startsWith("/assets/") || /\.(?:js|css|svg|png|jpg|webp|avif|ico|pdf|woff2?|txt|xml)$/.test(pathname))
    return "asset";
  const path = routePath(pathname) ?? pathname;
  if (path === "/healthz" || path === "/readyz") return "health";
  if (routeArea(pathname) === "admin") return "admin";
  if (path.startsWith("/api/")) return "api";
  if (pathname.endsWith(".data")) return "data";
  return "page";
}

export { client as metricsClient };
