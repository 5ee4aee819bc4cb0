import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "./server";
import { recordEntities, recordEntitiesWithPages, recordKinds } from "~/domain/admin/record-kinds";

/** Every screen of the back-office that has no record in its path. */
export const ADMIN_SCREENS = [
  "/admin",
  "/admin/analytics",
  "/admin/crm",
  "/admin/erp",
  // Each kind of record's list, and the form that adds one where the kind has pages.
  ...recordEntities.map((entity) => `/admin/${recordKinds[entity].screen}`),
  "/admin/settings",
  "/admin/team",
  "/admin/audit",
  "/admin/opportunities/board",
  "/admin/meetings/week",
  ...recordEntitiesWithPages.map((entity) => `/admin/${recordKinds[entity].screen}/new`),
];

/** The lists drawn as tables: sorted, one column ascending, "Mine", a larger page. */
export const TABLE_SCREENS = [
  "/admin/leads?layout=table&sort=value&dir=asc",
  "/admin/contacts?layout=table",
  "/admin/opportunities?layout=table&mine=1",
  "/admin/tasks?layout=table&size=50",
];

export type Member = { email: string; password: string; fullName: string };
/**
 * What the admin command would grant: a role (none: a plain member) and named permissions; an
 * administrator has set up the second factor and passed it in this session, unless `secondFactor`
 * is "pending" (set up, the code not given yet) or "none" (not set up).
 */
export type AdminGrant = { role?: string; permissions?: string[]; secondFactor?: "passed" | "pending" | "none" };

/**
 * A verified account signed in at once, an administrator when `grant` has a role, written straight
 * into the database of a server started with ENABLE_TEST_ROUTES=1 (its `/__test/admin` route, on
 * whatever database the server runs). Returns better-auth's signed session cookie, as a name and
 * value and as a Cookie header, and the second factor's secret (null without one).
 */
export async function writeSignedIn(base: string, account: Member, grant: AdminGrant = {}) {
  const response = await fetch(`${base}/__test/admin`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({
      ...account,
      role: grant.role ?? "",
      permissions: (grant.permissions ?? []).join(","),
      secondFactor: grant.secondFactor ?? "passed",
    }).toString(),
  });
  if (!response.ok) throw new Error(`the test route answered ${response.status}: ${await response.text()}`);
  const { cookie, secondFactor } = (await response.json()) as {
    cookie: { name: string; value: string };
    secondFactor: string | null;
  };
  return { ...cookie, header: `${cookie.name}=${cookie.value}`, secondFactor };
}

/**
 * A production server on a fresh embedded database (or the PostgreSQL server in DATABASE_URL) with
 * one super administrator signed in, over HTTP only (for benchmarks). `cookie` is the session as a
 * Cookie header.
 */
export async function signedInAdmin(): Promise<{ server: RunningServer; cookie: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-admin-"));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", ENABLE_TEST_ROUTES: "1" });
  try {
    const account = { email: `admin.${Date.now()}@example.ro`, password: "bench-password-1", fullName: "Bench Admin" };
    const { header } = await writeSignedIn(server.url, account, { role: "super_admin" });
    return { server, cookie: header };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
