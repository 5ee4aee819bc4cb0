import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../../app/routes";
import { adminPermissions } from "../../../app/domain/account/permissions";
import { expect, test } from "../../support/test";
import { type AdminGrant, writeSignedIn } from "../../support/admin-session";
import { eachConcurrently } from "../../support/concurrently";
import { HttpClient } from "../../support/http";
import { uniqueEmail } from "../../support/outbox";
import { startServer, type RunningServer } from "../../support/server";

/**
 * Who may reach each back-office route, stated here on its own (not read from the code it checks):
 * the permission a GET needs, and the one a change needs on top. A route of the route table that
 * is missing here fails the test, so a new admin route cannot be added without saying who may use it.
 */
const EXPECTED: Record<string, { read: string | null; write: string | null; export?: true }> = {
  "/admin": { read: null, write: null },
  "/admin/*": { read: null, write: null },
  "/admin/settings": { read: null, write: "admins.manage" },
  "/admin/team": { read: "admins.manage", write: "admins.manage" },
  "/admin/audit": { read: "admins.manage", write: "admins.manage" },
  "/admin/audit/file": { read: "admins.manage", write: "admins.manage" },
  "/admin/search": { read: null, write: null },
  "/admin/preferences": { read: null, write: null },
  "/admin/notifications": { read: null, write: null },
  // The second factor's own page: every administrator's, whether or not the code was given.
  "/admin/two-factor": { read: null, write: null },
  "/admin/analytics": { read: "analytics.read", write: "analytics.read" },
  "/admin/crm": { read: "crm.read", write: "crm.write" },
  "/admin/contacts": { read: "crm.read", write: "crm.write" },
  "/admin/contacts/new": { read: "crm.read", write: "crm.write" },
  "/admin/contacts/:id": { read: "crm.read", write: "crm.write" },
  "/admin/leads": { read: "crm.read", write: "crm.write" },
  "/admin/leads/new": { read: "crm.read", write: "crm.write" },
  "/admin/leads/:id": { read: "crm.read", write: "crm.write" },
  "/admin/opportunities": { read: "crm.read", write: "crm.write" },
  "/admin/opportunities/new": { read: "crm.read", write: "crm.write" },
  "/admin/opportunities/:id": { read: "crm.read", write: "crm.write" },
  "/admin/opportunities/board": { read: "crm.read", write: "crm.write" },
  "/admin/erp": { read: "erp.read", write: "erp.write" },
  "/admin/erp/report": { read: "erp.read", write: "erp.write" },
  "/admin/erp/report/file": { read: "erp.read", write: "erp.write" },
  "/admin/invoices": { read: "erp.read", write: "erp.write" },
  "/admin/invoices/new": { read: "erp.read", write: "erp.write" },
  "/admin/invoices/:id": { read: "erp.read", write: "erp.write" },
  "/admin/invoices/:id/pdf": { read: "erp.read", write: "erp.write" },
  "/admin/invoices/:id/xml": { read: "erp.read", write: "erp.write" },
  "/admin/affiliates": { read: "erp.read", write: "erp.write" },
  "/admin/affiliates/new": { read: "erp.read", write: "erp.write" },
  "/admin/affiliates/:id": { read: "erp.read", write: "erp.write" },
  "/admin/commissions": { read: "erp.read", write: "erp.write" },
  "/admin/installations": { read: "erp.read", write: "erp.write" },
  "/admin/installations/new": { read: "erp.read", write: "erp.write" },
  "/admin/installations/:id": { read: "erp.read", write: "erp.write" },
  "/admin/tasks": { read: "crm.read", write: "crm.write" },
  "/admin/tasks/new": { read: "crm.read", write: "crm.write" },
  "/admin/tasks/:id": { read: "crm.read", write: "crm.write" },
  "/admin/meetings": { read: "crm.read", write: "crm.write" },
  "/admin/meetings/new": { read: "crm.read", write: "crm.write" },
  "/admin/meetings/:id": { read: "crm.read", write: "crm.write" },
  "/admin/meetings/week": { read: "crm.read", write: "crm.write" },
  "/admin/campaigns": { read: "content.read", write: "content.write" },
  "/admin/campaigns/new": { read: "content.read", write: "content.write" },
  "/admin/campaigns/:id": { read: "content.read", write: "content.write" },
  "/admin/social": { read: "content.read", write: "content.write" },
  "/admin/social/new": { read: "content.read", write: "content.write" },
  "/admin/social/:id": { read: "content.read", write: "content.write" },
  // Each list's export: its screen's read permission and `export` (the lists are walked below).
  "/admin/export/:list": { read: null, write: null, export: true },
};

/** The screen each export belongs to, by its list name. */
const EXPORTS: Record<string, string> = {
  contacts: "/admin/contacts",
  leads: "/admin/leads",
  opportunities: "/admin/opportunities",
  invoices: "/admin/invoices",
  affiliates: "/admin/affiliates",
  commissions: "/admin/commissions",
  installations: "/admin/installations",
  tasks: "/admin/tasks",
  meetings: "/admin/meetings",
  campaigns: "/admin/campaigns",
  social: "/admin/social",
};

/** A record of Demo Mode's samples for each record route, so that the page exists for those allowed. */
const SAMPLE_IDS: Record<string, string> = {
  contacts: "CT-2026-012",
  leads: "LD-2026-010",
  opportunities: "OPP-2026-010",
  invoices: "INV-2025-046",
  affiliates: "AFF-001",
  installations: "INS-2026-001",
  tasks: "TSK-2026-001",
  meetings: "MTG-2026-001",
  campaigns: "CMP-2026-001",
  social: "SP-2026-001",
};

// Every permission there is, one identity each (the names only: who needs which is stated above).
const PERMISSIONS = adminPermissions;

/** Every path of the route table under /admin, as declared (":id", "*"). */
function adminRoutePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const children = entry.children ? adminRoutePaths(entry.children, own) : [];
    const self = entry.file.startsWith("routes/admin/") && (entry.index || entry.path) ? [own] : [];
    return [...self, ...children];
  });
}

type Target = { pattern: string; path: string; read: string | null; write: string | null; exports: boolean };

/** The concrete URLs to try: each record route on a sample record, each export list, a path nothing matches. */
function targets(): Target[] {
  return Object.entries(EXPECTED).flatMap(([pattern, rule]): Target[] => {
    if (rule.export)
      return Object.entries(EXPORTS).map(([list, screen]) => ({
        pattern,
        path: `/admin/export/${list}`,
        read: EXPECTED[screen]!.read,
        write: null,
        exports: true,
      }));
    const path = pattern
      .replace(/^\/admin\/(\w+)\/:id/, (_, screen: string) => `/admin/${screen}/${SAMPLE_IDS[screen]}`)
      .replace("*", "no-such-screen");
    return [{ pattern, path, read: rule.read, write: rule.write, exports: false }];
  });
}

/**
 * The spellings of a path that the router may take for the same route: letter case, a letter
 * percent-encoded, doubled and trailing slashes, and the `.data` request of a page.
 */
function spellings(path: string): string[] {
  const [, first = "", ...rest] = path.split("/");
  const tail = rest.join("/");
  const encoded = path.replace(
    /\/([a-z])([a-z]*)$/,
    (_, c: string, more: string) => `/%${c.charCodeAt(0).toString(16)}${more}`,
  );
  const all = [
    path,
    path.toUpperCase(),
    `/${first.toUpperCase()}/${tail.charAt(0).toUpperCase()}${tail.slice(1)}`,
    encoded,
    path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    `/${first}//${tail}`,
    `/${path}`,
    `${path}/`,
    `${path}.data`,
    `${path.toUpperCase()}.data`,
    `${encoded}.data`,
  ];
  return [...new Set(all)];
}

/**
 * Whether a response let the request through: anything but a refusal, which is a redirect to sign
 * in, 401, 403, 404 or 405; a `.data` request answers a redirect (202) and a refusal inside its body.
 */
async function passed(response: Response, spelling: string): Promise<boolean> {
  const location = response.headers.get("location") ?? "";
  // Sent to sign in, or to the second factor: refused.
  const refusedTo = /^\/(auth\b|admin\/two-factor\b)/;
  if (response.status >= 300 && response.status < 400) return !refusedTo.test(location);
  if ([401, 403, 404, 405].includes(response.status)) return false;
  const body = await response.text();
  // A spelling the router reads as another page reaches nothing.
  if ((response.headers.get("content-type") ?? "").startsWith("text/html")) return body.includes('data-testid="admin-');
  if (!spelling.endsWith(".data")) return true;
  // A redirect to sign in, as a loader's or an action's answer; a request the router refused before any route ran.
  if (/"redirect","\/auth\?/.test(body) || (/SingleFetchRedirect/.test(body) && /"\/auth\?/.test(body))) return false;
  if (
    /"redirect","\/admin\/two-factor\?/.test(body) ||
    (/SingleFetchRedirect/.test(body) && /"\/admin\/two-factor\?/.test(body))
  )
    return false;
  if (response.status === 400 && /SanitizedError/.test(body)) return false;
  return !(/"permission"/.test(body) && /\b403\b/.test(body));
}

/** The intents a page's forms post, read from the page as a super administrator sees it. */
function intentsOn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/name="intent"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="intent"/g))
    found.add(match[1] ?? match[2]!);
  return [...found];
}

test("the expectations name every admin route of the route table", () => {
  expect([...new Set(adminRoutePaths(routes))].sort()).toEqual(Object.keys(EXPECTED).sort());
});

/** Intents a record page offers only in some states (a draft invoice, a scheduled post, a closed deal). */
const STATEFUL_INTENTS: Record<string, string[]> = {
  "/admin/invoices/:id": ["sent", "payment", "reversePayment", "creditNote", "cancel", "addLine"],
  "/admin/social/:id": ["publish"],
  "/admin/opportunities/:id": ["reopen"],
  "/admin/leads/:id": ["reopen"],
};

/**
 * Who to try a route as: anonymous, a signed-in user who is no administrator, a super administrator,
 * an administrator holding nothing that matters here (`admins.manage`), and one holding each single
 * permission the route needs (so that holding one of two is seen to be not enough).
 */
function whoToTry(needs: string[]): string[] {
  return [...new Set(["anonymous", "user", "super", "admins.manage", ...SECOND_FACTOR_MISSING, ...needs])];
}

/**
 * Super administrators who have not passed the second factor: one who has not set it up, one who
 * has but whose session has not given its code. They reach the second factor's page and nothing else.
 */
const SECOND_FACTOR_MISSING = ["no-second-factor", "code-not-given"];
const TWO_FACTOR_PAGE = "/admin/two-factor";

const mayPass = (held: string[], who: string, needs: string[], pattern: string) =>
  who !== "anonymous" &&
  who !== "user" &&
  (!SECOND_FACTOR_MISSING.includes(who) || pattern === TWO_FACTOR_PAGE) &&
  needs.every((p) => held.includes(p));

/**
 * The spellings to try as `who`: every one for those who must be refused (the attacker's side)
 * and for the super administrator (no spelling may break a page it reaches); the path as written
 * for an administrator holding exactly what the route needs, who only has to be let through.
 */
function spellingsFor(who: string, needs: string[], all: string[]): string[] {
  const holdsAll = needs.length > 0 && needs.every((p) => p === who);
  // The second factor is checked with the administrator, before any route's own check: the path
  // as written, in capitals, and its data request show it holds on every route.
  if (SECOND_FACTOR_MISSING.includes(who))
    return [...new Set([all[0]!, all[0]!.toUpperCase(), ...all.filter((s) => s.endsWith(".data")).slice(0, 1)])];
  return holdsAll ? all.slice(0, 1) : all;
}

test.describe("every admin route decides its own permission, whatever the URL's spelling", () => {
  test.describe.configure({ timeout: 300_000 });
  let server: RunningServer;
  const clients: Record<string, HttpClient> = {};
  const held: Record<string, string[]> = {};

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-authorisation-"));
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "error", ENABLE_TEST_ROUTES: "1" });
    // Each identity's account and session written by the test route, as the admin command would grant them.
    const grants: Record<string, AdminGrant> = {
      user: {},
      super: { role: "super_admin" },
      "no-second-factor": { role: "super_admin", secondFactor: "none" },
      "code-not-given": { role: "super_admin", secondFactor: "pending" },
      ...Object.fromEntries(PERMISSIONS.map((p) => [p, { role: "viewer", permissions: [p] }])),
    };
    await eachConcurrently(Object.entries(grants), 3, async ([name, grant]) => {
      const account = {
        email: uniqueEmail(`walk-${name.replace(".", "-")}`),
        password: "secret-pass-123",
        fullName: name,
      };
      const session = await writeSignedIn(server.url, account, grant);
      clients[name] = new HttpClient(server.url);
      clients[name].cookies.set(session.name, session.value);
      held[name] = grant.role === "super_admin" ? [...PERMISSIONS] : (grant.permissions ?? []);
    });
    clients.anonymous = new HttpClient(server.url);
    held.anonymous = [];
  });

  test.afterAll(async () => server?.stop());

  test("GET: each identity reaches a route only with its read permission (and `export` for an export)", async () => {
    const failures: string[] = [];
    const jobs = targets().flatMap((target) => {
      const needs = [target.read, target.exports ? "export" : null].filter((p): p is string => p !== null);
      return whoToTry(needs).flatMap((who) =>
        spellingsFor(who, needs, spellings(target.path)).map((spelling) => async () => {
          const allowed = mayPass(held[who]!, who, needs, target.pattern);
          const response = await clients[who]!.get(spelling);
          const through = await passed(response, spelling);
          if (response.status >= 500) failures.push(`${who} GET ${spelling}: ${response.status}`);
          else if (through && !allowed) failures.push(`${who} GET ${spelling}: ${response.status}, should be refused`);
          else if (!through && allowed && spelling === target.path && target.pattern !== "/admin/*")
            failures.push(`${who} GET ${spelling}: ${response.status}, should be allowed`);
        }),
      );
    });
    await eachConcurrently(jobs, 8, (job) => job());
    expect(failures).toEqual([]);
  });

  test("POST: each intent of each route is refused without the write permission, and each spelling of its URL", async () => {
    // The intents each page's forms post, as a super administrator sees them, and those of other
    // states. Demo Mode refuses every change that passes, so nothing is changed by the walk.
    const posts: { target: Target; intent: string }[] = [];
    // The second factor's page takes codes, not changes: its own tests try it.
    for (const target of targets().filter(
      (t) => !t.exports && t.pattern !== "/admin/*" && t.pattern !== TWO_FACTOR_PAGE,
    )) {
      const html = await (await clients.super!.get(target.path)).text();
      const intents = [...intentsOn(html), ...(STATEFUL_INTENTS[target.pattern] ?? []), "save", "delete"];
      for (const intent of new Set(intents)) posts.push({ target, intent });
    }
    // Every kind of change was found: the walk cannot pass by finding no form.
    const intents = new Set(posts.map((p) => p.intent));
    for (const intent of ["status", "stage", "note", "convert", "pay", "engagement", "assign", "probability"])
      expect(intents, intent).toContain(intent);
    const failures: string[] = [];
    const firstOfRoute = new Set<Target>();
    const jobs = posts.flatMap(({ target, intent }) => {
      const needs = [target.read, target.write].filter((p): p is string => p !== null);
      // A page's form posts without JavaScript to the page, with it to its `.data` URL. Every
      // spelling of both is tried with the route's first intent: the router reads the URL before
      // any form field. Every other intent goes to the two URLs as written, as a form would post it.
      const first = !firstOfRoute.has(target);
      firstOfRoute.add(target);
      const urls = first
        ? [target.path, ...spellings(target.path).map((s) => (s.endsWith(".data") ? s : `${s}.data`))]
        : [target.path, `${target.path}.data`];
      return whoToTry(needs).flatMap((who) =>
        spellingsFor(who, needs, [...new Set(urls)]).map((spelling) => async () => {
          const allowed = mayPass(held[who]!, who, needs, target.pattern);
          const fields = {
            intent,
            id: "COM-2026-001",
            status: "Qualified",
            stage: "Proposal",
            note: "walk",
            mode: "demo",
          };
          const response = await clients[who]!.post(spelling, fields);
          const through = await passed(response, spelling);
          // A post that got past the check meets Demo Mode's refusal (409) or its form's answer, never a
          // 400: a 400 is the router refusing a URL it cannot read, before any route ran.
          const passedCheck = through && response.status !== 400;
          if (response.status >= 500) failures.push(`${who} POST ${spelling} ${intent}: ${response.status}`);
          else if (passedCheck && !allowed)
            failures.push(`${who} POST ${spelling} ${intent}: ${response.status}, should be refused`);
          // A route with no action answers 405 to everyone.
          else if (!through && allowed && spelling === target.path && response.status !== 405)
            failures.push(`${who} POST ${spelling} ${intent}: ${response.status}, should be allowed`);
        }),
      );
    });
    await eachConcurrently(jobs, 8, (job) => job());
    expect(failures).toEqual([]);
  });
});
