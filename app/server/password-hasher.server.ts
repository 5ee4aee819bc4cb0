import { randomBytes, timingSafeEqual } from "node:crypto";
import { Worker } from "node:worker_threads";

/**
 * Password hashing (scrypt, the parameters and `salt:key` format better-auth uses, so existing
 * hashes keep verifying) on one background thread per process at a low CPU priority (nice 10).
 * Hashing is the heaviest thing the server does: at normal priority a burst of sign-ins takes
 * every core from the threads that answer pages (Node's own thread pool runs four). Here a page
 * always preempts a hash, and a process hashes on one core: more cores means more workers
 * (WEB_CONCURRENCY), whose sessions and limits live in the database and add up.
 */
const SCRYPT = { N: 16384, r: 16, p: 1, dkLen: 64 } as const;

const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
const os = require("node:os");
// On Linux a nice value belongs to a thread: this one yields to the threads answering requests.
try { os.setPriority(0, 10); } catch {}
parentPort.on("message", ({ id, password, salt, N, r, p, dkLen }) => {
  try {
    const key = scryptSync(password.normalize("NFKC"), salt, dkLen, { N, r, p, maxmem: 128 * N * r * 2 });
    parentPort.postMessage({ id, key: key.toString("hex") });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});`;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (key: string) => void; reject: (error: Error) => void }>();

function hasher(): Worker {
  if (worker) return worker;
  const created = new Worker(WORKER_SOURCE, { eval: true });
  created.unref();
  created.on("message", ({ id, key, error }: { id: number; key?: string; error?: string }) => {
    const job = pending.get(id);
    pending.delete(id);
    if (!job) return;
    if (error !== undefined || key === undefined) job.reject(new Error(error ?? "no key"));
    else job.resolve(key);
  });
  created.on("error", (error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker = null;
  });
  created.on("exit", () => {
    if (worker === created) worker = null;
  });
  worker = created;
  return created;
}

function derive(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    hasher().postMessage({ id, password, salt, ...SCRYPT });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${await derive(password, salt)}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, key] = hash.split(":");
  if (!salt || !key) return false;
  const derived = Buffer.from(await derive(password, salt), "hex");
  const stored = Buffer.from(key, "hex");
  return derived.length === stored.length && timingSafeEqual(derived, stored);
}
