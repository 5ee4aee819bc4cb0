import { randomBytes } from "node:crypto";

/**
 * Pages are rendered with this placeholder as the CSP nonce; the server swaps in a fresh
 * nonce for every response, which lets it reuse a rendered page across anonymous requests.
 * It is random per process so page content cannot guess it.
 */
export const NONCE_PLACEHOLDER = `n0nce${randomBytes(12).toString("hex")}`;

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}
