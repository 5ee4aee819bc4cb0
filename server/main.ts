import path from "node:path";
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { closeDatabase, DatabaseBusyError, getDatabase } from "../app/server/db/db.server";
import { EnvError, getEnv } from "../app/server/env.server";
import { log } from "../app/server/log.server";
import { startNotificationRetries } from "../app/server/leads/notify.server";
import { createApp } from "./app";

async function start() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Open (and migrate) the database before listening: on the embedded database this also takes the
  // data folder's lock, so the admin command cannot open it while the server runs.
  try {
    await getDatabase();
  } catch (error) {
    if (error instanceof DatabaseBusyError) {
      console.error(error.message);
      process.exit(1);
    }
    // A database server that is down now may be back later: pages that need it retry.
    log.error({ err: error }, "database not available at start-up");
  }
  // Sales notifications that failed (or were cut off by a restart) are sent again in the background.
  const stopRetries = startNotificationRetries();
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
  const { app } = createApp({ build, env, log, clientDir });
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log.info({ host: env.HOST, port }, "server listening");
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
      closeDatabase()
        .catch((error) => log.error({ err: error }, "closing the database failed"))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log.warn("open requests still running after 10 s: exiting");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

void start();
