import { createServer } from "node:http";
import { metricsClient as client } from "../app/server/metrics.server";
import { log } from "../app/server/log.server";

/**
 * Serves the Prometheus metrics on their own port, on 127.0.0.1 only (off unless METRICS_PORT is
 * set): not reachable through the site or its proxy. Under the cluster the supervisor asks every
 * worker and answers their sum (the pending-mail figure once).
 */
export async function startMetricsServer(port: number, mode: "process" | "cluster"): Promise<() => Promise<void>> {
  const aggregator = mode === "cluster" ? new client.AggregatorRegistry() : null;
  const server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url !== "/metrics" && req.url !== "/")) {
      res.writeHead(404).end();
      return;
    }
    const metrics = aggregator ? aggregator.clusterMetrics() : client.register.metrics();
    metrics
      .then((text) =>
        res.writeHead(200, { "Content-Type": client.register.contentType, "Cache-Control": "no-store" }).end(text),
      )
      .catch((error: unknown) => {
        log.error({ err: error }, "metrics could not be collected");
        res.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  log.info({ port }, "metrics listening on 127.0.0.1");
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
