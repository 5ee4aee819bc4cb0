import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env.server";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files.server";

/**
 * AUTH_SECRET signs sessions. A public https deployment must set it; a local
 * run generates one on first start and keeps it in DATA_DIR so sessions survive restarts.
 */
export function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.SITE_URL.startsWith("https://")) {
    throw new Error("AUTH_SECRET must be set (at least 32 characters) when SITE_URL is https://: the site is public.");
  }
  // Asked on every form token: read the file once per data folder.
  let secret = generated.get(env.DATA_DIR);
  if (!secret) generated.set(env.DATA_DIR, (secret = storedOrNewSecret(env.DATA_DIR)));
  return secret;
}

const generated = new Map<string, string>();

function storedOrNewSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not generated yet
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // Several workers start together on a new DATA_DIR: the secret is written whole to a file of
  // this process's own, then linked into place, which only the first one does; the others read
  // that one (two secrets would make each worker refuse the other's sessions and form tokens).
  const secret = randomBytes(32).toString("base64url");
  const own = `${file}.${process.pid}`;
  writeFileSync(own, secret, { mode: PRIVATE_FILE_MODE });
  try {
    linkSync(own, file);
    return secret;
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
    return readFileSync(file, "utf8").trim();
  } finally {
    rmSync(own, { force: true });
  }
}
