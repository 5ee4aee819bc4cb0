import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./server";
import { binaries } from "../../app/server/db/embedded-postgres.server";

/** Waits until something accepts connections on 127.0.0.1:port. */
export async function waitForPort(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What every site of README.md passes to the server: keep-alive, and the forwarded host, address and protocol. */
const PROXY_HEADERS = `proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;

export type Nginx = { url: string; port: number; stop: () => Promise<void> };

/**
 * Debian's nginx terminating TLS on 127.0.0.1 with a throwaway self-signed certificate, in front
 * of the server on `upstreamPort`, configured as README.md's example: forwarded protocol, host and
 * client address.
 */
export async function startNginx(upstreamPort: number, listenPort?: number): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-nginx-"));
  const port = listenPort ?? (await freePort());
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      `${dir}/key.pem`,
      "-out",
      `${dir}/cert.pem`,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ],
    { stdio: "ignore" },
  );
  return runNginx(
    dir,
    port,
    `https://127.0.0.1:${port}`,
    `upstream site { server 127.0.0.1:${upstreamPort}; keepalive 16; }
  server {
    listen 127.0.0.1:${port} ssl;
    server_name 127.0.0.1;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    client_max_body_size 2m;
    location / {
      proxy_pass http://site;
      ${PROXY_HEADERS}
    }
  }`,
  );
}

/**
 * Debian's nginx in front of the server on `upstreamPort` as a shared cache, with README.md's
 * `proxy_cache` directives: it keeps what the server marks `public` for a shared cache, passes
 * every request with a session cookie straight through, and says what it did in X-Cache-Status.
 * Plain HTTP: the cache behaves the same behind TLS.
 */
export async function startCachingNginx(upstreamPort: number, listenPort?: number): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-nginx-cache-"));
  const port = listenPort ?? (await freePort());
  return runNginx(
    dir,
    port,
    `http://127.0.0.1:${port}`,
    `upstream site { server 127.0.0.1:${upstreamPort}; keepalive 16; }
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=1d use_temp_path=off;
  map $http_cookie $signed_in {
    default 0;
    "~(^|;)\\s*(__Secure-)?better-auth\\.session_token=" 1;
  }
  server {
    listen 127.0.0.1:${port};
    server_name 127.0.0.1;
    client_max_body_size 2m;
    location / {
      proxy_pass http://site;
      ${PROXY_HEADERS}
      proxy_cache pages;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_bypass $signed_in;
      proxy_no_cache $signed_in;
      proxy_cache_lock on;
      proxy_cache_revalidate on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }`,
  );
}

/**
 * Debian's nginx balancing two or more application nodes, as README.md's two-machine example:
 * round robin, and a request a node could not answer (its connection refused or reset, a 502 or
 * 503) is passed to the next node when it is safe to send again (not a post already sent).
 */
export async function startBalancingNginx(upstreamPorts: number[], listenPort?: number): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-nginx-nodes-"));
  const port = listenPort ?? (await freePort());
  return runNginx(
    dir,
    port,
    `http://127.0.0.1:${port}`,
    `upstream nodes {
    ${upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n    ")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    server_name 127.0.0.1;
    client_max_body_size 2m;
    location / {
      proxy_pass http://nodes;
      ${PROXY_HEADERS}
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }`,
  );
}

/**
 * Debian's nginx serving the files of `root` over plain HTTP on 127.0.0.1, one worker process, as
 * a production configuration would (sendfile, open file cache, a file's `.gz` beside it sent to a
 * client that accepts gzip): the reference for bench/load.
 */
export async function startStaticNginx(root: string): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const port = await freePort();
  return runNginx(
    dir,
    port,
    `http://127.0.0.1:${port}`,
    `include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  keepalive_requests 100000;
  open_file_cache max=100;
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }`,
  );
}

/** Starts nginx with `server` as its http block's servers, in the throwaway directory `dir`. */
async function runNginx(dir: string, port: number, url: string, server: string): Promise<Nginx> {
  const root = process.getuid?.() === 0;
  writeFileSync(
    `${dir}/nginx.conf`,
    `${root ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${server}
}
`,
  );
  const binary = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
  const child: ChildProcess = spawn(binary, ["-c", `${dir}/nginx.conf`, "-p", dir, "-e", `${dir}/error.log`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  try {
    await waitForPort(port);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(
      `nginx did not start: ${stderr}${(() => {
        try {
          return readFileSync(`${dir}/error.log`, "utf8");
        } catch {
          return "";
        }
      })()}`,
      { cause: error },
    );
  }
  return {
    url,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on the test PostgreSQL server (tests that count rows or restart the server). */
export async function freshDatabase(baseUrl = process.env.E2E_DATABASE_URL): Promise<string> {
  if (!baseUrl) throw new Error("E2E_DATABASE_URL is not set: PostgreSQL did not start");
  const name = `e2e_${Date.now()}_${Math.random().toString(36).slice(2, 7)}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return baseUrl.replace(/\/[^/]+$/, `/${name}`);
}

export type PostgresServer = {
  url: string;
  restart: () => Promise<void>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  remove: () => void;
};

/** A PostgreSQL server of its own (scripts/test-postgres.sh), to restart and stop under traffic. */
export async function startOwnPostgres(): Promise<PostgresServer> {
  const port = await freePort();
  const started = spawnSync("bash", ["scripts/test-postgres.sh", "start"], {
    env: { ...process.env, PG_TEST_PORT: String(port) },
    encoding: "utf8",
  });
  if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}`);
  const dir = /PG_TEST_DIR=(\S+)/.exec(started.stdout)![1]!;
  const url = /TEST_DATABASE_URL=(\S+)/.exec(started.stdout)![1]!;
  const { pg_ctl } = await binaries();
  // Asynchronous, so that the test's own clients keep going while PostgreSQL is away.
  const ctl = (...args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const command = [pg_ctl, "-D", `${dir}/data`, ...args];
      const child =
        process.getuid?.() === 0
          ? spawn("runuser", ["-u", "postgres", "--", ...command], { stdio: "ignore" })
          : spawn(command[0]!, command.slice(1), { stdio: "ignore" });
      child.on("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.join(" ")} exited with ${code}`)),
      );
    });
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  return {
    url,
    restart: () => ctl("restart", "-m", "fast", "-w", "-l", `${dir}/log`, "-o", options),
    stop: () => ctl("stop", "-m", "fast", "-w"),
    start: () => ctl("start", "-w", "-l", `${dir}/log`, "-o", options),
    remove: () => void spawnSync("bash", ["scripts/test-postgres.sh", "stop", dir]),
  };
}

/** The log lines of a server's output that are JSON objects. */
export function logEntries(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return {};
      }
    });
}
