import { readFileSync } from "node:fs";
import { expect, test } from "../../support/test";
import { HttpClient, quoteFields, signedInClient, startAdminServer } from "../../support/http";
import { uniqueEmail } from "../../support/outbox";
import { startServer } from "../../support/server";
import { FILLING_TIME_MS, at, windowStart } from "../../support/clock";
import { recordEntities, recordKinds } from "~/domain/admin/record-kinds";

// eslint-disable-next-line no-control-regex -- matches control characters on purpose
const BACKSLASH_OR_CONTROL = /[\\\u0000-\u001f]/;

/**
 * What a visitor or an attacker sends over HTTP, without a browser: each of these once broke
 * the site or lifted a limit. Every answer must be a 2xx, 3xx or 4xx, never a 5xx.
 */

const randomIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

/** Every route that changes something, with what its form would post. */
const STATE_CHANGING = [
  "/quote",
  "/ro/quote",
  "/contact",
  "/",
  "/ro",
  "/auth",
  "/auth/forgot",
  "/auth/reset",
  "/account",
  "/consent",
  "/sign-out",
  "/admin/preferences",
  "/admin/contacts/new",
  "/admin/leads/LD-2026-001",
  "/admin/contacts/CT-2026-001",
  "/api/auth/sign-in/email",
  "/api/auth/sign-out",
  "/quote.data",
  "/_root.data",
];

test("forged X-Forwarded-For lifts no limit, and better-auth's own sign-in and reset endpoints are not exposed", async () => {
  // A server of its own starts on a fresh database.
  test.setTimeout(60_000);
  const server = await startServer({ AUTH_RATE_LIMIT: "3", ENABLE_TEST_ROUTES: "1" });
  try {
    const client = new HttpClient(server.url);
    const statuses: number[] = [];
    // The limit counts per clock minute: the five attempts are stated a second apart in one.
    const minute = windowStart(60);
    for (let i = 0; i < 5; i++) {
      const response = await client.post(
        "/auth",
        { intent: "signin", email: "victim@example.ro", password: `guess-${i}` },
        {
          "x-forwarded-for": randomIp(),
          "x-real-ip": randomIp(),
          "x-autoparc-client-ip": randomIp(),
          ...at(minute + i * 1_000),
        },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // The next minute is a window of its own.
    const next = await client.post(
      "/auth",
      { intent: "signin", email: "victim@example.ro", password: "guess-next" },
      at(minute + 60_000),
    );
    expect(next.status).toBe(401);
    for (const path of [
      "/api/auth/sign-in/email",
      "/api/auth/request-password-reset",
      "/api/auth/sign-up/email",
      "/api/auth/send-verification-email",
    ]) {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": randomIp() },
        body: JSON.stringify({ email: "victim@example.ro", password: "x", name: "x".repeat(2_000) }),
      });
      expect(response.status, path).toBe(404);
    }
  } finally {
    await server.stop();
  }
});

test("behind a trusted proxy, guesses at one account and reset mails to one address are limited however many addresses send them", async () => {
  const server = await startServer({
    TRUST_PROXY: "1",
    AUTH_RATE_LIMIT: "100",
    AUTH_ACCOUNT_RATE_LIMIT: "4",
    AUTH_MAIL_RATE_LIMIT: "2",
    // Every request states its moment, one minute into an hour: no window ends during the test.
    ENABLE_TEST_ROUTES: "1",
  });
  const moment = at(windowStart(3600, 60_000));
  try {
    const client = new HttpClient(server.url);
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++)
      guesses.push(
        (
          await client.post(
            "/auth",
            { intent: "signin", email: "Victim@Example.ro", password: `guess-${i}` },
            { "x-forwarded-for": randomIp(), ...moment },
          )
        ).status,
      );
    expect(guesses).toEqual([401, 401, 401, 401, 429, 429]);
    const resets: number[] = [];
    for (let i = 0; i < 4; i++)
      resets.push(
        (
          await client.post(
            "/auth/forgot",
            { email: "victim@example.ro" },
            { "x-forwarded-for": randomIp(), ...moment },
          )
        ).status,
      );
    expect(resets).toEqual([200, 200, 429, 429]);
  } finally {
    await server.stop();
  }
});

function rssKiB(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
}

test("a 12 MB body is answered 413 without being kept, declared or chunked, on every kind of route", async () => {
  const server = await startServer();
  try {
    const pid = server.process.pid!;
    // Warm up, then measure.
    for (let i = 0; i < 3; i++) await fetch(`${server.url}/quote`);
    const before = rssKiB(pid);
    const body = Buffer.alloc(12 * 1024 * 1024, "a");
    // Refused at the limit and the connection closed while the client still sends: fetch sees
    // either the 413 or the connection cut under its writes (protocol.spec.ts reads the 413 on a
    // raw socket, which reads the answer before its upload ends).
    const refused = async (path: string, init: RequestInit) => {
      const answer = await fetch(`${server.url}${path}`, { method: "POST", ...init }).then(
        async (response) => `${response.status} ${await response.text()}`,
        (error: unknown) => String(error instanceof Error ? error.cause : error),
      );
      expect(answer, path).toMatch(/^413 |EPIPE|ECONNRESET|other side closed/);
      if (answer.startsWith("413 ") && !path.startsWith("/api/")) expect(answer).toContain("Too much data");
    };
    const form = { "content-type": "application/x-www-form-urlencoded", origin: server.url };
    for (const path of ["/quote", "/contact", "/auth", "/admin/contacts/new", "/consent"]) {
      await refused(path, { headers: form, body });
      const chunks = (async function* () {
        for (let i = 0; i < 12; i++) yield body.subarray(0, 1024 * 1024);
      })();
      await refused(path, { headers: form, body: ReadableStreamFrom(chunks), duplex: "half" } as RequestInit);
    }
    await refused("/api/auth/verify-email", {
      headers: { "content-type": "application/json", origin: server.url },
      body,
    });
    const grown = rssKiB(pid) - before;
    // Eleven 12 MB bodies were sent: none of them is held (a margin for the allocator's own moves).
    expect(grown, `RSS grew by ${grown} KiB`).toBeLessThan(12 * 1024);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});

function ReadableStreamFrom(chunks: AsyncGenerator<Buffer>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value));
    },
  });
}

test("malformed cookies anywhere on the domain are not an error on any page", async ({ baseURL }) => {
  const cookie =
    "_ga=GA1.1.%; x=%ZZ; consent=%E0%A4%A; flash=%; better-auth.session_token=%ZZ; admin_mode=%; admin_lang=%FF";
  for (const path of [
    "/",
    "/ro",
    "/about",
    "/ro/contact",
    "/auth",
    "/blog",
    "/quote",
    "/account",
    "/admin",
    "/admin/leads",
    "/_root.data",
    "/about.data",
    "/sitemap.xml",
  ]) {
    const response = await fetch(`${baseURL}${path}`, { redirect: "manual", headers: { cookie } });
    expect(response.status, path).toBeLessThan(500);
  }
});

test("wrong content types, unreadable bodies and NUL characters get a 4xx, never a 5xx", async ({ baseURL }) => {
  const bodies: [string, string][] = [
    ["application/json", '{"name":"Ana"}'],
    ["text/plain", "name=Ana"],
    ["application/xml", "<name>Ana</name>"],
    ["", "name=Ana"],
  ];
  for (const path of STATE_CHANGING.filter((p) => !p.startsWith("/api/"))) {
    for (const [type, body] of bodies) {
      const headers: Record<string, string> = { origin: baseURL! };
      if (type) headers["content-type"] = type;
      const response = await fetch(`${baseURL}${path}`, { method: "POST", redirect: "manual", headers, body });
      expect(response.status, `${type || "no type"} to ${path}`).toBe(415);
    }
    const broken = await fetch(`${baseURL}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: baseURL!, "content-type": "multipart/form-data; boundary=xyz" },
      body: "--xyz\r\nbroken",
    });
    expect(broken.status, `broken multipart to ${path}`).toBe(400);
  }
  // better-auth's endpoints take JSON only.
  expect(
    (
      await fetch(`${baseURL}/api/auth/verify-email`, {
        method: "POST",
        headers: { origin: baseURL!, "content-type": "text/plain" },
        body: "x",
      })
    ).status,
  ).toBe(415);

  const client = new HttpClient(baseURL!);
  const token = await client.formToken("/quote");
  const nul = await client.post(
    "/quote",
    quoteFields({ formToken: token, email: "ana@example.ro", spaces: "10", message: "Hello\u0000there" }),
    at(Date.now() + FILLING_TIME_MS),
  );
  expect(nul.status).toBe(400);
  const html = await nul.text();
  expect(html).toContain("This text contains control characters that cannot be saved.");
  // What was typed is still in the form.
  expect(html).toContain("Ana Pop");
  for (const query of ["q=%00", "q=a%00b", "status=%00", "page=%00"]) {
    const response = await fetch(`${baseURL}/admin/leads?${query}`, { redirect: "manual" });
    expect(response.status, query).toBeLessThan(500);
  }
});

test("cross-site posts to every state-changing route are refused, and nothing is set", async ({ baseURL }) => {
  const forgeries: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: `${baseURL}.evil.example` },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
  ];
  for (const path of STATE_CHANGING) {
    for (const headers of forgeries) {
      const json = path.startsWith("/api/");
      const response = await fetch(`${baseURL}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": json ? "application/json" : "application/x-www-form-urlencoded", ...headers },
        body: json ? "{}" : "choice=accepted&mode=live&intent=save",
      });
      expect(response.status, `${JSON.stringify(headers)} to ${path}`).toBe(403);
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
  }
  // The site's own post still works.
  const own = await fetch(`${baseURL}/consent`, {
    method: "POST",
    headers: { origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
    body: "choice=accepted",
  });
  expect(own.status).toBe(200);
});

test("redirect targets with control characters, //, backslashes or schemes stay on the site", async ({ baseURL }) => {
  const targets = [
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/%09/evil.example",
    "/\n/evil.example",
    "/%0a/evil.example",
    "/%5cevil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/\u0000/evil.example",
    " //evil.example",
    "/.//evil.example",
  ];
  const base = new URL(baseURL!);
  for (const target of targets) {
    for (const [path, field, fields] of [
      ["/consent", "redirectTo", { choice: "accepted" }],
      ["/sign-out", "from", {}],
    ] as const) {
      const response = await fetch(`${baseURL}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...fields, [field]: target }).toString(),
      });
      expect(response.status, `${path} ${JSON.stringify(target)}`).toBeLessThan(500);
      const location = response.headers.get("location");
      if (location) {
        expect(
          location.startsWith("/") && !location.startsWith("//") && !BACKSLASH_OR_CONTROL.test(location),
          `${path} ${JSON.stringify(target)} -> ${location}`,
        ).toBe(true);
        expect(new URL(location, base).origin).toBe(base.origin);
      }
    }
  }
});

test("an administrator without a permission gets 403 for each action and export, and the back-office hides what it may not do", async () => {
  test.setTimeout(120_000);
  const office = await startAdminServer({
    database: "embedded",
    grant: { role: "viewer", permissions: ["crm.read"] },
  });
  try {
    const { admin } = office;
    expect((await admin.get("/admin/contacts")).status).toBe(200);
    expect((await admin.get("/admin/contacts.data")).status).toBe(200);
    for (const path of [
      "/admin/invoices",
      "/admin/erp",
      "/admin/campaigns",
      "/admin/analytics",
      "/admin/invoices.data",
    ]) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(403);
    }
    const forbidden = await (await admin.get("/admin/invoices")).text();
    // Inside the back-office frame, naming the permission (the page's translations carry every message: look for the marks).
    expect(forbidden).toContain('data-testid="admin-error" data-status="403"');
    expect(forbidden).toContain('data-testid="admin-sidebar"');
    expect(forbidden).toMatch(/<p[^>]*>[^<]*erp\.read/);
    for (const list of recordEntities.map((entity) => recordKinds[entity].screen)) {
      expect((await admin.get(`/admin/export/${list}`)).status, list).toBe(403);
    }
    const changes: [string, Record<string, string>][] = [
      [
        "/admin/contacts/new",
        {
          intent: "save",
          firstName: "Ana",
          lastName: "",
          email: "ana@example.ro",
          phone: "",
          company: "",
          jobTitle: "",
          status: "New Lead",
          source: "website",
          notes: "",
          value: "",
        },
      ],
      ["/admin/contacts/CT-2026-001", { intent: "delete" }],
      ["/admin/leads/LD-2026-001", { intent: "status", status: "Qualified" }],
      ["/admin/opportunities/OPP-2026-001", { intent: "stage", stage: "Proposal" }],
      ["/admin/invoices/INV-2026-001", { intent: "paid" }],
      ["/admin/invoices/new", { intent: "save" }],
      ["/admin/leads/new", { intent: "save" }],
      ["/admin/opportunities/new", { intent: "save" }],
      ["/admin/affiliates/new", { intent: "save" }],
      ["/admin/affiliates/AFF-001", { intent: "delete" }],
      ["/admin/commissions", { intent: "pay", id: "COM-2026-001" }],
      ["/admin/campaigns/new", { intent: "save" }],
      ["/admin/campaigns/CMP-2026-001", { intent: "delete" }],
      ["/admin/social/new", { intent: "save" }],
      ["/admin/social/SP-2026-001", { intent: "publish" }],
    ];
    for (const [path, fields] of changes) expect((await admin.post(path, fields)).status, path).toBe(403);
    // Its own preferences are every administrator's.
    expect((await admin.post("/admin/preferences", { mode: "live" })).status).toBe(200);
    // The screens it may open show no control it may not use.
    const contacts = await (await admin.get("/admin/contacts")).text();
    expect(contacts).not.toContain('href="/admin/contacts/new"');
    expect(contacts).not.toContain("/admin/export/contacts");
    expect(contacts).not.toContain('href="/admin/invoices"');
    expect(contacts).toContain('href="/admin/leads"');
  } finally {
    await office.stop();
  }
});

test("every signed-in response carries private, no-store; anonymous public pages stay cacheable", async ({
  baseURL,
}) => {
  const anonymous = await fetch(`${baseURL}/about`);
  expect(anonymous.headers.get("cache-control") ?? "").not.toContain("private");
  const client = await signedInClient(baseURL!, process.env.E2E_DATA_DIR!, {
    email: uniqueEmail("cache"),
    password: "secret-pass-123",
    fullName: "Cache Tester",
  });
  for (const path of [
    "/",
    "/ro",
    "/about",
    "/ro/blog",
    "/account",
    "/ro/account",
    "/account.data",
    "/_root.data",
    "/about.data",
    "/admin",
    "/auth",
  ]) {
    const response = await client.get(path);
    expect(response.headers.get("cache-control") ?? "", path).toMatch(/private.*no-store|no-store.*private/);
  }
  // A response that sets the session cookie is private too.
  const again = new HttpClient(baseURL!);
  const signIn = await again.post("/auth", {
    intent: "signin",
    email: "nobody@example.ro",
    password: "wrong-password",
  });
  expect(signIn.status).toBe(401);
  const consent = await again.post("/consent", { choice: "accepted" });
  expect(consent.headers.get("cache-control") ?? "").toMatch(/private.*no-store/);
});
