import { spawnSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { uniqueEmail, waitForMail } from "./outbox";
import { startServer, type RunningServer } from "./server";
import { writeSignedIn, type AdminGrant } from "./admin-session";

/**
 * A kept-alive connection the server closed as idle while this process was busy (parsing a large
 * export, running a command) fails before any answer, so the server never saw the request: a
 * browser sends it again on a new connection, and so does this.
 */
async function resent(send: () => Promise<Response>): Promise<Response> {
  return send().catch((error: unknown) => {
    if (!(error instanceof TypeError && String(error.cause).includes("other side closed"))) throw error;
    return send();
  });
}

/** Requests as a browser without JavaScript sends them, from the site itself, with a cookie jar. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  keep(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/max-age=0/i.test(cookie) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async get(target: string, headers: Record<string, string> = {}) {
    const response = await resent(() =>
      fetch(`${this.base}${target}`, { redirect: "manual", headers: { cookie: this.cookieHeader, ...headers } }),
    );
    this.keep(response);
    return response;
  }

  async post(target: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await resent(() =>
      fetch(`${this.base}${target}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: this.base,
          cookie: this.cookieHeader,
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      }),
    );
    this.keep(response);
    return response;
  }

  /**
   * The enquiry form's signed time-trap token, as a browser gets it on `page`: from the form's
   * image, whose answer sets it as a cookie (kept in this jar, so it is sent back as well). The
   * page itself holds no token, so it is not fetched.
   */
  async formToken(page: string): Promise<string> {
    if (!(await this.get("/form-token")).ok) throw new Error(`the token image of ${page}'s form was refused`);
    const token = this.cookies.get("form_token");
    if (!token) throw new Error(`no form token for ${page}`);
    return token;
  }
}

/**
 * The enquiry forms' token for a Playwright request context, as a browser gets it: the page, then
 * the form's image, whose answer sets it as a cookie (or leaves the one the context holds).
 */
export async function requestFormToken(request: APIRequestContext, page: string): Promise<string> {
  await request.get(page);
  // A page of another server than the context's base (a server the test started) has its own image.
  const image = await request.get(/^https?:/.test(page) ? new URL("/form-token", page).href : "/form-token");
  if (!image.ok()) throw new Error("the form's token image was refused");
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === "form_token")?.value;
  if (!token) throw new Error(`no form token after ${page}`);
  return token;
}

export type Account = { email: string; password: string; fullName: string };

/** Signs up through the page's action, follows the mailed verification link, signs in: a client holding the session. */
export async function signedInClient(base: string, dataDir: string, account: Account): Promise<HttpClient> {
  const client = new HttpClient(base);
  await signUp(client, account);
  const mail = await waitForMail(account.email, /Verify your e-mail/, dataDir);
  await client.get(mail.link.replace(/^https?:\/\/[^/]+/, ""));
  await signIn(client, account);
  return client;
}

/** Signs up through the page's action (the verification mail follows). */
export async function signUp(client: HttpClient, account: Account) {
  const response = await client.post("/auth", {
    intent: "signup",
    fullName: account.fullName,
    email: account.email,
    password: account.password,
    confirmPassword: account.password,
  });
  if (response.status !== 302) throw new Error(`sign-up answered ${response.status}`);
}

export async function signIn(client: HttpClient, account: Account) {
  const response = await client.post("/auth", { intent: "signin", email: account.email, password: account.password });
  if (response.status !== 302)
    throw new Error(`sign-in answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

export function adminCommand(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ["build/server/admin.js", ...args], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(" ")} failed: ${result.stderr}`);
  return result;
}

export type AdminServer = {
  server: RunningServer;
  admin: HttpClient;
  dataDir: string;
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * A server of its own (embedded database in a fresh folder, or the test PostgreSQL) with one
 * signed-in administrator holding `grant`, written into its database by its test route.
 */
/** A complete quote request as the page's form posts it (its honeypot left empty), with `fields` changed. */
export function quoteFields(fields: Record<string, string> = {}): Record<string, string> {
  return {
    website: "",
    page: "/quote",
    name: "Ana Pop",
    email: uniqueEmail("quote"),
    phone: "+40 722 000 000",
    company: "",
    projectType: "residential",
    spaces: "12",
    message: "We need 12 spaces.",
    ...fields,
  };
}

export async function startAdminServer(options: {
  database: "embedded" | "postgres";
  grant: AdminGrant;
  env?: Record<string, string>;
}): Promise<AdminServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-http-admin-"));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ENABLE_TEST_ROUTES: "1",
    AUTH_RATE_LIMIT: "1000",
    AUTH_ACCOUNT_RATE_LIMIT: "1000",
    AUTH_MAIL_RATE_LIMIT: "1000",
    ENQUIRY_RATE_LIMIT: "100000",
    ENQUIRY_MIN_FILL_SECONDS: "0",
    ...options.env,
  };
  if (options.database === "postgres") {
    const url = process.env.E2E_DATABASE_URL;
    if (!url) throw new Error("E2E_DATABASE_URL is not set: PostgreSQL did not start");
    env.DATABASE_URL = url;
  }
  const server = await startServer(env);
  const account = { email: uniqueEmail("http-admin"), password: "secret-pass-123", fullName: "Radu Admin" };
  const admin = new HttpClient(server.url);
  try {
    const session = await writeSignedIn(server.url, account, options.grant);
    admin.cookies.set(session.name, session.value);
  } catch (error) {
    await server.stop();
    throw error;
  }
  admin.cookies.set("admin_mode", "live");
  return { server, admin, dataDir, env, stop: async () => void (await server.stop()) };
}
