import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "./server";

/** Every screen of the back-office that has no record in its path. */
export const ADMIN_SCREENS = [
  "/admin",
  "/admin/analytics",
  "/admin/crm",
  "/admin/erp",
  "/admin/contacts",
  "/admin/leads",
  "/admin/opportunities",
  "/admin/invoices",
  "/admin/affiliates",
  "/admin/commissions",
  "/admin/campaigns",
  "/admin/social",
  "/admin/settings",
  "/admin/contacts/new",
  "/admin/invoices/new",
  "/admin/leads/new",
  "/admin/opportunities/new",
  "/admin/affiliates/new",
  "/admin/campaigns/new",
  "/admin/social/new",
];

/**
 * A production server on a fresh embedded database with one administrator signed in, over HTTP
 * only (for benchmarks): sign-up through the form and the mailed link, the role granted by the
 * admin command while the server runs, then a sign-in.
 * `cookie` is the session as a Cookie header.
 */
export async function signedInAdmin(): Promise<{ server: RunningServer; cookie: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-admin-"));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const email = `admin.${Date.now()}@example.ro`;
  const password = "bench-password-1";
  const server = await startServer(env);
  const post = (fields: Record<string, string>) =>
    fetch(`${server.url}/auth`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  const failed = async (message: string) => {
    await server.stop();
    return new Error(message);
  };
  const signUp = await post({
    intent: "signup",
    fullName: "Bench Admin",
    email,
    password,
    confirmPassword: password,
  });
  if (signUp.status !== 302) throw await failed(`sign-up answered ${signUp.status}`);
  const outbox = path.join(dataDir, "outbox");
  const mail = JSON.parse(readFileSync(path.join(outbox, readdirSync(outbox)[0]!), "utf8")) as { text: string };
  await fetch(mail.text.match(/https?:\/\/\S+/)![0], { redirect: "manual" });
  const granted = spawnSync(process.execPath, ["build/server/admin.js", "grant", email, "--role", "super_admin"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  if (granted.status !== 0) throw await failed(`grant failed: ${granted.stderr}`);
  const signIn = await post({ intent: "signin", email, password });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  if (signIn.status !== 302 || !cookie) {
    await server.stop();
    throw new Error(`sign-in answered ${signIn.status}`);
  }
  return { server, cookie };
}
