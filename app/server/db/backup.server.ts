import { chmodSync, existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import path from "node:path";
import { getDatabase } from "./db.server";
import { log } from "../log.server";

/**
 * Backups of the embedded database (PGlite's own dump of its data folder, a .tar.gz). Only one
 * process may open the folder, so while the server runs it takes the backup itself, between two
 * transactions, when asked over a Unix socket in DATA_DIR (reachable only by whoever may read the
 * data folder anyway); otherwise the command opens the folder and dumps it directly.
 */

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "control.sock");
}

/** The server's side: answers POST /backup on the control socket with the dump. */
export async function startControlServer(dataDir: string): Promise<() => Promise<void>> {
  const socket = controlSocketPath(dataDir);
  // A socket file left by a process that is gone: ours to replace (the data folder's lock says no one else runs).
  rmSync(socket, { force: true });
  const server: Server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    void (async () => {
      try {
        const handle = await getDatabase();
        if (!handle.dump) throw new Error("this database has no built-in dump");
        const started = Date.now();
        const tarball = Buffer.from(await (await handle.dump()).arrayBuffer());
        log.info({ bytes: tarball.length, ms: Date.now() - started }, "backup taken for the db command");
        res.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": tarball.length }).end(tarball);
      } catch (error) {
        log.error({ err: error }, "backup failed");
        res
          .writeHead(500, { "Content-Type": "text/plain" })
          .end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => resolve());
  });
  chmodSync(socket, 0o600);
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        rmSync(socket, { force: true });
        resolve();
      }),
    );
}

/** Asks the running server for a backup; null when no server answers on the socket. */
export function backupThroughServer(dataDir: string): Promise<Buffer | null> {
  const socketPath = controlSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: "/backup", method: "POST" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`the server could not take the backup: ${body.toString("utf8")}`));
      });
      res.on("error", reject);
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNREFUSED" || error.code === "ENOENT" ? resolve(null) : reject(error),
    );
    req.end();
  });
}

/** Writes a backup file whole, then renames it into place: a half-written file never has the name. */
export async function writeBackup(file: string, tarball: Buffer): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await writeFile(`${file}.partial`, tarball);
  await rename(`${file}.partial`, file);
}

export async function readBackup(file: string): Promise<Blob> {
  const bytes = await readFile(file);
  // gzip's magic number: refuse anything else before touching the data folder.
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b)
    throw new Error(`${file} is not a backup made by this command (not a .tar.gz)`);
  return new Blob([new Uint8Array(bytes)]);
}

/** The embedded database's folder inside DATA_DIR, and whether it holds a database. */
export function pgliteFolder(dataDir: string): { folder: string; inUse: boolean } {
  const folder = path.join(dataDir, "pglite");
  return { folder, inUse: existsSync(folder) && readdirSync(folder).length > 0 };
}

/** Moves an existing database folder aside (restore --force): nothing is deleted. */
export function moveAside(folder: string): string {
  const aside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  renameSync(folder, aside);
  return aside;
}
