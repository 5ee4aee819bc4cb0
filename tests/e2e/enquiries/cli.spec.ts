import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../../support/test";
import { uniqueEmail } from "../../support/outbox";
import { requestFormToken } from "../../support/http";
import { waitForEnquiryMail } from "../../support/enquiries";
import { startServer } from "../../support/server";
import { FILLING_TIME_MS, at } from "../../support/clock";

function enquiriesCommand(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ["build/server/enquiries.js", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

/** On the embedded database: what the forms stored, read back by `npm run enquiries -- list`. */
test("npm run enquiries -- list shows the stored requests with every field, while the site runs and after it stopped", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-enquiries-"));
  const server = await startServer({ DATA_DIR: dataDir, ENABLE_TEST_ROUTES: "1", LOG_LEVEL: "warn" });
  const email = uniqueEmail("cli");
  try {
    const formToken = await requestFormToken(request, `${server.url}/ro/quote`);
    const response = await request.post(`${server.url}/ro/quote`, {
      form: {
        formToken,
        page: "/ro/quote",
        website: "",
        name: "Ioan Vasile",
        email,
        phone: "+40 733 111 222",
        company: "",
        projectType: "industrial",
        spaces: "64",
        message: "Hală în Ploiești",
      },
      // Sent as a person would, a while after the page was served.
      headers: { Origin: server.url, ...at(Date.now() + FILLING_TIME_MS) },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Cererea de ofertă a fost trimisă cu succes!");
    await waitForEnquiryMail(email, dataDir);
    const running = enquiriesCommand(dataDir, "list");
    expect(running.status, running.stderr).toBe(0);
    expect(running.stdout).toContain(`Ioan Vasile <${email}>`);
  } finally {
    await server.stop();
  }
  // With the site stopped the command starts the database for its run.
  const listed = enquiriesCommand(dataDir, "list", "--json");
  expect(listed.status, listed.stderr).toBe(0);
  const { quoteRequests } = JSON.parse(listed.stdout) as { quoteRequests: Record<string, unknown>[] };
  expect(quoteRequests).toEqual([
    expect.objectContaining({
      name: "Ioan Vasile",
      email,
      phone: "+40 733 111 222",
      company: null,
      project_type: "industrial",
      spaces: 64,
      message: "Hală în Ploiești",
      lang: "ro",
      page: "/ro/quote",
      notify_attempts: 1,
      last_error: null,
    }),
  ]);
  expect(quoteRequests[0]!.notified_at).toEqual(expect.any(String));
  const text = enquiriesCommand(dataDir, "list");
  expect(text.stdout).toContain(
    "Ioan Vasile <" + email + "> +40 733 111 222  industrial, 64 spaces  [ro /ro/quote]  mailed ",
  );
  expect(enquiriesCommand(dataDir, "purge").status).toBe(2);
});
