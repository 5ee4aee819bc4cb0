import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../../support/test";
import { HttpClient } from "../../support/http";
import { uniqueEmail } from "../../support/outbox";
import { startServer } from "../../support/server";

// Each test starts a server of its own on a fresh embedded database.
test.describe.configure({ timeout: 180_000 });

/**
 * What reaches the production server below the pages, sent over a raw socket where a client
 * library would refuse or tidy it: body sizes, Host headers, forwarded hosts, headers of the
 * health checks and the render cache, one enquiry per form token, and the data folder's modes.
 */

type Exchange = { answer: string; closedByServer: boolean };

/**
 * Opens a connection, writes `head`, then `body` chunks as long as the server reads them, and
 * waits until the server closes the connection (or `waitMs` passes): what it answered, and
 * whether it closed the connection itself.
 */
function exchange(port: number, head: string, body: Buffer[] = [], waitMs = 15_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closedByServer });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("end", () => finish(true));
    socket.on("close", () => finish(true));
    // Writing after the server has closed its side is refused: that is the point, not an error.
    socket.on("error", () => finish(true));
    const send = async () => {
      socket.write(head);
      for (const chunk of body) {
        if (done || socket.destroyed) return;
        if (!socket.write(chunk)) await new Promise((r) => socket.once("drain", r).once("close", r));
      }
    };
    socket.on("connect", () => void send());
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

test("an over-long body is refused at once when declared, and cut at the limit when it grows, the connection closed", async () => {
  const server = await startServer({ FORM_BODY_LIMIT_KB: "16" });
  try {
    const port = Number(new URL(server.url).port);
    const head = (framing: string) =>
      `POST /quote HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\n${framing}\r\n\r\n`;
    // 50 MB declared, not a byte of it sent: the answer comes without waiting for the body.
    const declared = await exchange(port, head("Content-Length: 52428800"));
    expect(statusOf(declared.answer)).toBe(413);
    expect(declared.answer).toContain("Too much data");
    expect(declared.closedByServer).toBe(true);

    // A chunked body that passes the limit and never ends: refused at the limit, connection closed.
    const chunk = Buffer.from(`1000\r\n${"a".repeat(0x1000)}\r\n`);
    const grown = await exchange(port, head("Transfer-Encoding: chunked"), Array<Buffer>(12).fill(chunk));
    expect(statusOf(grown.answer)).toBe(413);
    expect(grown.closedByServer).toBe(true);

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test("a malformed Host header is a 400 logged at info, never a 500", async () => {
  const server = await startServer();
  try {
    const port = Number(new URL(server.url).port);
    const hosts = [
      "a b",
      "evil@127.0.0.1",
      "127.0.0.1/admin",
      "a?b=1",
      "[::1",
      "127.0.0.1:3000:1",
      "%65vil",
      "a..b",
      "256.1.1.1",
      "[zz::1]",
    ];
    for (const host of hosts) {
      for (const target of ["/", "/quote", "/healthz"]) {
        const { answer } = await exchange(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
        expect(statusOf(answer), `${target} with Host: ${host}`).toBe(400);
      }
    }
    const { answer } = await exchange(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(200);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: string; msg: string; host?: string });
    const refused = lines.filter((line) => line.msg === "request refused: malformed Host header");
    expect(refused).toHaveLength(hosts.length * 3);
    expect(refused.every((line) => line.level === "info")).toBe(true);
    expect(lines.filter((line) => line.level === "error" || line.level === "fatal")).toEqual([]);
  } finally {
    await server.stop();
  }
});

test("health checks carry HSTS on an https site; X-Render-Cache only when asked; a foreign forwarded host is not trusted", async () => {
  const https = await startServer({
    SITE_URL: "https://www.example.ro",
    TRUST_PROXY: "1",
    AUTH_SECRET: "s".repeat(40),
  });
  try {
    for (const target of ["/healthz", "/readyz", "/"]) {
      const response = await fetch(`${https.url}${target}`);
      expect(response.headers.get("strict-transport-security"), target).toContain("max-age=");
    }
    // The page cache says nothing about itself unless RENDER_CACHE_DEBUG asks it to.
    for (let i = 0; i < 2; i++) expect((await fetch(`${https.url}/about`)).headers.get("x-render-cache")).toBeNull();
    // A host the site is not does not make a post from it same-site.
    const foreign = await fetch(`${https.url}/consent`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
      body: "consent=all",
      redirect: "manual",
    });
    expect(foreign.status).toBe(403);
    const own = await fetch(`${https.url}/consent`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://www.example.ro",
        "x-forwarded-host": "www.example.ro",
        "x-forwarded-proto": "https",
      },
      body: "consent=all",
      redirect: "manual",
    });
    expect(own.status).not.toBe(403);
  } finally {
    await https.stop();
  }
  const debug = await startServer({ RENDER_CACHE_DEBUG: "1" });
  try {
    const state = async () => (await fetch(`${debug.url}/about`)).headers.get("x-render-cache");
    expect(await state()).toBe("miss");
    // A page rendered while the server's database listener connects is not kept (the listener
    // empties the cache when it connects, in case a change was missed): a later view is kept.
    await expect.poll(state, { timeout: 5_000 }).toBe("hit");
  } finally {
    await debug.stop();
  }
});

test("a form token stores one enquiry: the same token posted again is answered as sent, logged, and not stored", async () => {
  const server = await startServer({ ENQUIRY_MIN_FILL_SECONDS: "0", ENABLE_TEST_ROUTES: "1" });
  try {
    const client = new HttpClient(server.url);
    const email = uniqueEmail("replay");
    const post = (formToken: string) =>
      client.post("/quote", {
        formToken,
        website: "",
        page: "/quote",
        name: "Replay Test",
        email,
        phone: "+40 722 000 000",
        company: "",
        projectType: "residential",
        spaces: "8",
        message: "Once.",
      });
    const stored = async () =>
      (await (
        await fetch(`${server.url}/__test/rows?${new URLSearchParams({ table: "quote_requests", email })}`)
      ).json()) as unknown[];
    const token = await client.formToken("/quote");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(token)).status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(await stored()).toHaveLength(1);
    expect(server.output().match(/"reason":"token used"/g)).toHaveLength(2);
    // A fresh page's token stores the next enquiry.
    expect((await post(await client.formToken("/quote"))).status).toBe(200);
    const after = await stored();
    expect(after).toHaveLength(2);
  } finally {
    await server.stop();
  }
});

test("the data folder and everything the server writes in it are readable by the server's account only", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-modes-"));
  // As an older version left it: folders 0755, a mail 0644.
  chmodSync(dataDir, 0o755);
  mkdirSync(path.join(dataDir, "outbox"), { mode: 0o755 });
  writeFileSync(path.join(dataDir, "outbox", "old.json"), "{}", { mode: 0o644 });
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const client = new HttpClient(server.url);
    const signUp = await client.post("/auth", {
      intent: "signup",
      fullName: "Modes Test",
      email: uniqueEmail("modes"),
      password: "modes-pass-1",
      confirmPassword: "modes-pass-1",
    });
    expect(signUp.status).toBe(302);
    const open: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        const stat = statSync(file);
        if (stat.mode & 0o077) open.push(`${file} ${(stat.mode & 0o777).toString(8)}`);
        if (stat.isDirectory()) walk(file);
      }
    };
    // Run as root, the embedded cluster belongs to the system account postgres, which may pass
    // through DATA_DIR to its own folder (search, 0701) but not list or read it.
    const passage = process.getuid?.() === 0 ? 0o001 : 0;
    if (statSync(dataDir).mode & 0o077 & ~passage) open.push(dataDir);
    walk(dataDir);
    expect(readdirSync(path.join(dataDir, "outbox")).length).toBeGreaterThan(1);
    expect(open).toEqual([]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
