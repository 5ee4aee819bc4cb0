import cluster from "node:cluster";
import http from "node:http";
import * as build from "virtual:react-router/server-build";
import { closeDatabase, getDatabase } from "../app/server/db/db.server";
import type { ClusterLease } from "../app/server/db/embedded-postgres.server";
import type { Env } from "../app/server/env.server";
import { log } from "../app/server/log.server";
import { startBackgroundJobs } from "../app/features/background-jobs.server";
import { watchLegalIdentity } from "../app/features/site/legal-identity.server";
import { createApp } from "./app";
import { startMetricsServer } from "./metrics-port";

/**
 * One process serving the site: opens (and migrates) the database, listens, runs the background
 * jobs if it is told to, and on SIGTERM finishes open requests before closing the database.
 */
export async function serve(
  env: Env,
  options: {
    backgroundJobs: boolean;
    metrics: boolean;
    clientDir: string;
    shutdownGraceMs: number;
    /** The embedded database this process started (a single process), released last on shutdown. */
    embedded: ClusterLease | null;
  },
) {
  try {
    await getDatabase();
  } catch (error) {
    // A database server that is down now may be back later: readiness says so, pages retry.
    log.error({ err: error }, "database not available at start-up");
  }
  // Sales notifications that failed (or were cut off by a restart) are sent again in the background.
  const stopRetries = options.backgroundJobs ? startBackgroundJobs() : () => {};
  const stopMetrics =
    options.metrics && env.METRICS_PORT ? await startMetricsServer(env.METRICS_PORT, "process") : async () => {};
  const { handler, cache } = createApp({ build, env, log, clientDir: options.clientDir });
  // The pages state the company's legal details: a change in Settings, made by any process, empties the cache.
  const stopWatching = watchLegalIdentity(() => cache.invalidate());
  const server = http.createServer(handler).listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log.info({ host: env.HOST, port, worker: cluster.isWorker ? cluster.worker?.id : undefined }, "server listening");
    if (cluster.isPrimary)
      console.log(`Site running at http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}/`);
  });
  server.on("error", (error) => {
    log.fatal({ err: error }, "server failed to start");
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopRetries();
    log.info({ signal }, "shutting down: finishing open requests");
    server.close(() => {
      log.info("server closed");
      Promise.all([stopWatching(), closeDatabase(), stopMetrics()])
        .then(() => options.embedded?.release())
        .catch((error) => log.error({ err: error }, "closing the database failed"))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log.warn(`open requests still running after ${options.shutdownGraceMs / 1000} s: exiting`);
      process.exit(1);
    }, options.shutdownGraceMs).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
