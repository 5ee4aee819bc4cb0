import { request as httpRequest } from "node:http";
import { expect, test } from "../../support/test";

/**
 * The router reads a path decoded and whatever its letter case, drops `.data` and trailing
 * slashes, and the URL parser resolves dot segments and backslashes: every decision taken beside
 * the router (caching, headers, body limits, the page's language) must read the path the same way,
 * or another spelling of a URL reaches the route without it.
 */

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request with its target sent exactly as written (fetch would resolve `..` and backslashes first). */
function send(
  base: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path: target, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const header = (answer: Answer, name: string) => String(answer.headers[name] ?? "");

const PERSONAL = [
  "/admin",
  "/ADMIN",
  "/Admin/",
  "/%61dmin",
  "/ADMIN.data",
  "/Admin/invoices",
  "/admin//invoices",
  "/x/../admin",
  "/x/%2e%2e/Admin",
  "/admin\\invoices",
  "/ADMIN/x%2Fy",
  "/account",
  "/ACCOUNT",
  "/Account/",
  "/%61ccount",
  "/ACCOUNT.data",
  "/RO/ACCOUNT",
  "/ro/%61ccount/",
  "/api/auth/verify-email",
  "/API/AUTH/verify-email",
  "/api/auth/verify-email/",
];

test("every spelling of the back-office, an account and better-auth's endpoints is private, no-store, noindex, and never cached", async ({
  baseURL,
}) => {
  const failures: string[] = [];
  for (const path of PERSONAL) {
    // Twice: the second would be the render cache's hit.
    for (const round of [1, 2]) {
      const answer = await send(baseURL!, "GET", path);
      const problems = [
        answer.status >= 500 && `status ${answer.status}`,
        !/private/.test(header(answer, "cache-control")) && `Cache-Control "${header(answer, "cache-control")}"`,
        !/no-store/.test(header(answer, "cache-control")) && "no no-store",
        header(answer, "x-robots-tag") !== "noindex" && `X-Robots-Tag "${header(answer, "x-robots-tag")}"`,
        header(answer, "x-render-cache") !== "bypass" && `X-Render-Cache "${header(answer, "x-render-cache")}"`,
      ].filter(Boolean);
      if (problems.length) failures.push(`${path} (${round}): ${problems.join(", ")}`);
    }
  }
  expect(failures).toEqual([]);
  // The sign-in pages are public and cached, but not for search engines, however spelled.
  for (const path of ["/auth", "/AUTH", "/Ro/Auth/forgot/", "/%61uth.data"])
    expect(header(await send(baseURL!, "GET", path), "x-robots-tag"), path).toBe("noindex");
  // A public page stays public and cacheable.
  const about = await send(baseURL!, "GET", "/ABOUT");
  expect(about.status).toBe(200);
  expect(header(about, "x-robots-tag")).toBe("");
  expect(header(about, "cache-control")).not.toContain("private");
});

test("a Romanian page is in Romanian and a legal page answers, however the path is spelled", async ({ baseURL }) => {
  for (const path of ["/RO/about", "/%72o/about", "/Ro/about/", "/RO"]) {
    const answer = await send(baseURL!, "GET", path);
    expect(answer.status, path).toBe(200);
    expect(answer.body, path).toContain('<html lang="ro"');
  }
  // An account page's sign-in redirect stays in the page's language.
  expect(header(await send(baseURL!, "GET", "/RO/ACCOUNT"), "location")).toBe("/ro/auth");
  for (const path of ["/terms-of-service/", "/Terms-Of-Service", "/ro/PRIVACY-POLICY/", "/%74erms-of-service"])
    expect((await send(baseURL!, "GET", path)).status, path).toBe(200);
});

test("a path that is not valid percent-encoding is a 400 refusal in both languages, never a 500", async ({
  baseURL,
}) => {
  for (const path of ["/%E0%A4%A", "/admin/%E0%A4%A", "/%E0%A4%A.data", "/about%", "/%zz", "/assets/%E0"]) {
    for (const method of ["GET", "POST"]) {
      const answer = await send(baseURL!, method, path, {
        origin: baseURL!,
        "content-type": "application/x-www-form-urlencoded",
      });
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body, `${method} ${path}`).toContain("Cerere greșită");
      expect(header(answer, "cache-control"), `${method} ${path}`).toBe("no-store");
    }
  }
});

test("a path starting with // is a path on this site, not a host the router reads instead", async ({ baseURL }) => {
  // Read as "http://evil.example/account", this reached the account page (its redirect to sign
  // in) with none of its headers; the router now reads the path every other decision reads.
  const answer = await send(baseURL!, "GET", "//evil.example/account");
  expect(answer.status).toBe(404);
  expect(header(answer, "location")).toBe("");
});

test("body limits and content types are the route's, whatever the spelling, and better-auth's sign-in stays closed", async ({
  baseURL,
}) => {
  const form = { origin: baseURL!, "content-type": "application/x-www-form-urlencoded" };
  // Over the public forms' 64 KB, within the back-office's 512 KB.
  const body = `name=${"x".repeat(100 * 1024)}`;
  expect((await send(baseURL!, "POST", "/quote", form, body)).status).toBe(413);
  for (const path of [
    "/admin/contacts/new",
    "/ADMIN/contacts/new",
    "/Admin/Contacts/New/",
    "/%61dmin/contacts/new.data",
  ]) {
    const answer = await send(baseURL!, "POST", path, form, body);
    // Read whole and handed to the route, which sends an anonymous visitor to sign in.
    expect(answer.status, path).not.toBe(413);
    expect(answer.status, path).toBeLessThan(500);
  }
  const json = { origin: baseURL!, "content-type": "application/json" };
  const credentials = JSON.stringify({ email: "someone@example.ro", password: "a-password-1" });
  for (const path of ["/api/auth/sign-in/email", "/API/AUTH/sign-in/email", "/Api/Auth/sign-in/email/"]) {
    const answer = await send(baseURL!, "POST", path, json, credentials);
    // The route's own answer (JSON, as better-auth's clients read), not a form's refusal page.
    expect(answer.status, path).toBe(404);
    expect(JSON.parse(answer.body), path).toMatchObject({ code: "NOT_FOUND" });
    expect(answer.headers["set-cookie"], path).toBeUndefined();
  }
  for (const path of ["/api//auth/sign-in/email", "//api/auth/sign-in/email", "/api/auth%2Fsign-in/email"]) {
    const answer = await send(baseURL!, "POST", path, json, credentials);
    expect(answer.status, path).toBeGreaterThanOrEqual(400);
    expect(answer.status, path).toBeLessThan(500);
    expect(answer.headers["set-cookie"], path).toBeUndefined();
  }
});
