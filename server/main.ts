import cluster, { type Worker } from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EnvError, getEnv, type Env } from "../app/server/env.server";
import { log } from "../app/server/log.server";
import type { ClusterLease } from "../app/server/db/embedded-postgres.server";
import { keepFilesPrivate } from "../app/server/private-files.server";
import { workerExecArgv } from "./worker-options";

/**
 * The process that `npm start` runs. One worker: it serves the site itself. Several: it is their
 * supervisor, and loads none of the application (pages, database, auth) itself, so it stays small;
 * each worker loads it (./serve).
 */

/** Set by the supervisor on the one worker that runs the background jobs (mail retries). */
const JOBS_WORKER = "AUTOPARC_BACKGROUND_JOBS";
/** How long a worker finishes its open requests on SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;
/** build/client, beside this module's folder (./serve may be bundled into a folder of its own). */
const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

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
 * Several workers on one machine: the supervisor (which owns the embedded database, if used) starts
 * one worker, which opens and migrates the database as a single process does, then, once it
 * listens, the other WEB_CONCURRENCY - 1 (so no two migrate at once). It gives the background jobs to exactly one of
 * them, replaces a worker that dies (backing off if they keep dying at once), and on SIGTERM stops
 * them all gracefully before it exits.
 */
async function supervise(env: Env, embedded: ClusterLease | null) {
  const stopMetrics = env.METRICS_PORT
    ? await (await import("./metrics-port")).startMetricsServer(env.METRICS_PORT, "cluster")
    : async () => {};
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
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
        // The first worker has opened and migrated the database: the others can start.
        for (let i = 1; i < env.WEB_CONCURRENCY; i++) fork();
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
  fork();
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
  // Loaded only here, so a supervisor on DATABASE_URL never loads it.
  const { DatabaseBusyError, leaseEmbeddedCluster } = await import("../app/server/db/embedded-postgres.server");
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
  else void startServing({ backgroundJobs: true, metrics: true, embedded });
} else void startServing({ backgroundJobs: process.env[JOBS_WORKER] === "1", metrics: false, embedded: null });

function startServing(options: { backgroundJobs: boolean; metrics: boolean; embedded: ClusterLease | null }) {
  return import("./serve").then(({ serve }) =>
    serve(env, { ...options, clientDir: CLIENT_DIR, shutdownGraceMs: SHUTDOWN_GRACE_MS }),
  );
}
