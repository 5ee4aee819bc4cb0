import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env.server";

/**
 * AUTH_SECRET signs sessions. A public https deployment must set it; a local
 * run generates one on first start and keeps it in DATA_DIR so sessions survive restarts.
 */
export function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.SITE_URL.startsWith("https://")) {
    throw new Error("AUTH_SECRET must be set (at least 32 characters) when SITE_URL is https://: the site is public.");
  }
  const file = path.join(env.DATA_DIR, "auth-secret");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not generated yet
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
