import { expect, test } from "../../support/test";
import { HttpClient } from "../../support/http";
import { freshDatabase } from "../../support/production";
import { freePort, startServer } from "../../support/server";

/** The value of one Prometheus sample line, or null. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split("\n")) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([k, v]) => (match[2] ?? "").includes(`${k}="${v}"`));
    if (has) return Number(match[3]);
  }
  return null;
}

test("metrics: requests by route kind, form submissions, mails, the pool and the event loop, on their own loopback port", async () => {
  const metricsPort = await freePort();
  // One process: its own figures (the next test adds up several workers').
  const server = await startServer({
    METRICS_PORT: String(metricsPort),
    ENQUIRY_MIN_FILL_SECONDS: "0",
    WEB_CONCURRENCY: "1",
  });
  try {
    const client = new HttpClient(server.url);
    for (let i = 0; i < 3; i++) await (await client.get("/about")).arrayBuffer();
    const token = await client.formToken("/quote");
    const sent = await client.post("/quote", {
      formToken: token,
      website: "",
      page: "/quote",
      name: "Metrics Test",
      email: "metrics@example.ro",
      phone: "+40 722 000 000",
      company: "",
      projectType: "residential",
      spaces: "8",
      message: "Counting.",
    });
    expect(sent.status).toBe(200);
    const invalid = await client.post("/quote", {
      formToken: token,
      website: "",
      page: "/quote",
      name: "",
      email: "x",
      phone: "",
      projectType: "residential",
      spaces: "8",
      message: "",
    });
    expect(invalid.status).toBe(400);
    // Not served on the site's own port.
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    await expect
      .poll(async () =>
        sample(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(), "mails_total", {
          outcome: "sent",
        }),
      )
      .toBe(1);
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(sample(text, "http_requests_total", { kind: "page", method: "GET", status: "2xx" })).toBeGreaterThanOrEqual(
      4,
    );
    expect(sample(text, "http_request_duration_seconds_count", { kind: "page" })).toBeGreaterThanOrEqual(6);
    expect(sample(text, "form_submissions_total", { form: "quote", outcome: "sent" })).toBe(1);
    expect(sample(text, "form_submissions_total", { form: "quote", outcome: "invalid" })).toBe(1);
    expect(sample(text, "mails_pending")).toBe(0);
    // The pool opened what its queries needed (one, or two when a start-up job ran beside a request),
    // within its limit of ten, and nothing waits for one.
    const total = sample(text, "db_pool_connections", { state: "total" });
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(10);
    expect(sample(text, "db_pool_connections", { state: "idle" })).toBeLessThanOrEqual(total!);
    expect(sample(text, "db_pool_connections", { state: "waiting" })).toBe(0);
    expect(sample(text, "nodejs_eventloop_lag_seconds")).not.toBeNull();
  } finally {
    await server.stop();
  }
});

test("metrics under the cluster add up every worker's requests", async () => {
  const metricsPort = await freePort();
  const server = await startServer({
    METRICS_PORT: String(metricsPort),
    DATABASE_URL: await freshDatabase(),
    WEB_CONCURRENCY: "2",
  });
  try {
    const before =
      sample(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(), "http_requests_total", {
        kind: "page",
        method: "GET",
        status: "2xx",
      }) ?? 0;
    // Separate connections, so that both workers take some.
    for (let i = 0; i < 20; i++)
      await (await fetch(`${server.url}/blog`, { headers: { connection: "close" } })).arrayBuffer();
    const after = sample(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(), "http_requests_total", {
      kind: "page",
      method: "GET",
      status: "2xx",
    });
    expect(after! - before).toBe(20);
  } finally {
    await server.stop();
  }
});
