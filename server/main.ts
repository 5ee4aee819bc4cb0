import cluster, { type Worker } from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { closeDatabase, getDatabase, openDatabase } from "../app/server/db/db.server";
import { DatabaseBusyError, leaseEmbeddedCluster, type ClusterLease } from "../app/server/db/embedded-postgres.server";
import { EnvError, getEnv, type Env } from "../app/server/env.server";
import { log } from "../app/server/log.server";
import { startBackgroundJobs } from "../app/server/jobs.server";
import http from "node:http";
import { createApp } from "./app";
import { startMetricsServer } from "./metrics";
import { keepFilesPrivate } from "../app/server/private-files.server";

/** Set by the supervisor on the one worker that runs the background jobs (mail retries). */
const JOBS_WORKER = "AUTOPARC_BACKGROUND_JOBS";
const SHUTDOWN_GRACE_MS = 10_000;

function readEnv(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * One process serving the site: opens (and migrates) the database, listens, runs the background
 * jobs if it is told to, and on SIGTERM finishes open requests before closing the database.
 */
async function serve(env: Env, options: { backgroundJobs: boolean; metrics: boolean; embedded: ClusterLease | null }) {
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
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
  const { handler } = createApp({ build, env, log, clientDir });
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
      Promise.all([closeDatabase(), stopMetrics()])
        .then(() => options.embedded?.release())
        .catch((error) => log.error({ err: error }, "closing the database failed"))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log.warn("open requests still running after 10 s: exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * Several workers on one machine: the supervisor migrates the database once,
 * starts WEB_CONCURRENCY workers sharing the port, gives the background jobs to exactly one of
 * them, replaces a worker that dies (backing off if they keep dying at once), and on SIGTERM
 * stops them all gracefully before it exits.
 */
async function supervise(env: Env, embedded: ClusterLease | null) {
  try {
    const { db, close } = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
    try {
      const { migrateToLatest } = await import("../app/server/db/migrate.server");
      await migrateToLatest(db);
    } finally {
      await close();
    }
  } catch (error) {
    // The workers will retry; the site still answers (503 where the database is needed).
    log.error({ err: error }, "database not available at start-up: starting the workers anyway");
  }
  const stopMetrics = env.METRICS_PORT ? await startMetricsServer(env.METRICS_PORT, "cluster") : async () => {};
  let jobsWorker: number | null = null;
  let stopping = false;
  let quickDeaths = 0;
  let announced = false;

  const fork = () => {
    const jobs = jobsWorker === null;
    const worker = cluster.fork({ [JOBS_WORKER]: jobs ? "1" : "" });
    if (jobs) jobsWorker = worker.id;
    const startedAt = Date.now();
    worker.on("listening", (address) => {
      if (!announced) {
        announced = true;
        console.log(
          `Site running at http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${address.port}/ with ${env.WEB_CONCURRENCY} workers`,
        );
      }
    });
    worker.on("exit", (code, signal) => {
      if (jobsWorker === worker.id) jobsWorker = null;
      if (stopping) return;
      quickDeaths = Date.now() - startedAt < 5_000 ? quickDeaths + 1 : 0;
      const delay = Math.min(30_000, quickDeaths ? 250 * 2 ** quickDeaths : 0);
      log.error(
        { worker: worker.id, pid: worker.process.pid, code, signal, restartInMs: delay },
        "worker died: starting another",
      );
      setTimeout(() => {
        if (!stopping) fork();
      }, delay);
    });
    return worker;
  };
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
  log.info({ workers: env.WEB_CONCURRENCY }, "supervisor started");

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "supervisor shutting down: stopping the workers");
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    let left = workers.length;
    // The embedded database stops once no worker uses it any more.
    const done = () =>
      void Promise.all([stopMetrics(), embedded?.release()])
        .catch((error) => log.error({ err: error }, "stopping the embedded database failed"))
        .finally(() => process.exit(0));
    if (!left) return done();
    for (const worker of workers) {
      worker.once("exit", () => {
        left -= 1;
        if (left === 0) done();
      });
      worker.process.kill("SIGTERM");
    }
    setTimeout(() => {
      log.warn("workers still running after the grace period: exiting");
      void Promise.resolve(embedded?.release()).finally(() => process.exit(1));
    }, SHUTDOWN_GRACE_MS + 2_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * The embedded database (no DATABASE_URL) belongs to the first process, the supervisor when there
 * are several workers: it starts the cluster (or reuses the one a killed server left running),
 * starts it again whenever it dies, and stops it last on shutdown. The workers only connect to it.
 */
async function startEmbeddedDatabase(env: Env): Promise<ClusterLease> {
  try {
    const lease = await leaseEmbeddedCluster(env.DATA_DIR, {
      role: "server",
      onLog: (message) => log.info({ dataDir: env.DATA_DIR }, message),
    });
    log.info({ dataDir: env.DATA_DIR }, "embedded PostgreSQL running");
    lease.watch((event, detail) => {
      if (event === "died") log.error("embedded PostgreSQL stopped unexpectedly: starting it again");
      else if (event === "restarted") log.info("embedded PostgreSQL started again");
      else log.error({ err: detail }, "embedded PostgreSQL could not be started again: retrying");
    });
    return lease;
  } catch (error) {
    if (error instanceof DatabaseBusyError) console.error(error.message);
    else log.fatal({ err: error }, "the embedded PostgreSQL could not be started");
    process.exit(1);
  }
}

const env = readEnv();
keepFilesPrivate(env.DATA_DIR);
if (cluster.isPrimary) {
  const embedded = env.DATABASE_URL ? null : await startEmbeddedDatabase(env);
  if (env.WEB_CONCURRENCY > 1) void supervise(env, embedded);
  else void serve(env, { backgroundJobs: true, metrics: true, embedded });
} else
  void serve(env, {
    backgroundJobs: process.env[JOBS_WORKER] === "1",
    metrics: false,
    embedded: null,
  });
