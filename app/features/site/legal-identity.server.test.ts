import type { Kysely } from "kysely";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import type { Database } from "~/server/db/schema";
import { listenFor } from "~/server/db/notify.server";
import { COMPANY_DETAILS_CHANNEL, saveCompanySettings } from "~/entities/company/settings.server";
import { companySample } from "~/entities/company/sample";
import { contentIdentity } from "~/domain/company/legal-identity";
import { identityOf } from "./legal-identity.server";

const actor = { id: "test-admin", name: "Test Admin" };

/**
 * Notices go to a whole database: only the embedded back end gives each test file a database of
 * its own, so that another file saving the company's details is not heard here.
 */
const ownDatabases = testDatabases().filter((target) => target.name === "embedded");

describe.each(ownDatabases)("the company's details announced to every process, on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("a listener hears when it connects, on each notice, and after its connection is cut; never after it stops", async () => {
    let heard = 0;
    const stop = listenFor(COMPANY_DETAILS_CHANNEL, () => heard++, { url: target.url, retryMs: 50 });
    // On connecting: whatever changed before is read.
    await expect.poll(() => heard).toBe(1);
    // Saving the company's details, from another connection, announces it.
    await saveCompanySettings(db, actor, companySample);
    await expect.poll(() => heard).toBe(2);
    // A connection the server ends (as a restart does) is made again, and heard as a change.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where pid <> pg_backend_pid() and datname = current_database() and query ilike ${`listen%${COMPANY_DETAILS_CHANNEL}%`}`.execute(
      db,
    );
    await expect.poll(() => heard).toBe(3);
    await sql`select pg_notify(${COMPANY_DETAILS_CHANNEL}, '')`.execute(db);
    await expect.poll(() => heard).toBe(4);
    await stop();
    await sql`select pg_notify(${COMPANY_DETAILS_CHANNEL}, '')`.execute(db);
    // A notice on another channel after it, which a listener would have heard by now.
    let other = 0;
    const stopOther = listenFor("other_channel", () => other++, { url: target.url });
    await expect.poll(() => other).toBe(1);
    await sql`select pg_notify('other_channel', '')`.execute(db);
    await expect.poll(() => other).toBe(2);
    await stopOther();
    expect(heard).toBe(4);
  });
});

describe("the site's legal identity", () => {
  it("is the company's details, the tax code as documents print it, the office on one line", () => {
    expect(
      identityOf({
        legalName: "Autoparc Systems SRL",
        taxCode: "35127849",
        vatPayer: true,
        tradeRegister: "J27/123/2010",
        address: "Bulevardul Decebal 10\n610093 Piatra-Neamț, Neamț",
      }),
    ).toEqual({
      legalName: "Autoparc Systems SRL",
      taxCode: "RO35127849",
      tradeRegister: "J27/123/2010",
      registeredOffice: "Bulevardul Decebal 10, 610093 Piatra-Neamț, Neamț",
    });
    expect(identityOf({ ...companySample, vatPayer: false, taxCode: "RO35127849" }).taxCode).toBe("35127849");
  });

  it("states no tax code or registration before the details are set", () => {
    expect(contentIdentity).toMatchObject({ taxCode: "", tradeRegister: "", registeredOffice: "" });
  });
});
