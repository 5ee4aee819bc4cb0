import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import { saveCompanySettings } from "~/entities/company/settings.server";
import { companySample } from "~/entities/company/sample";
import { createInvoice, markInvoiceSent, markOverdueInvoices } from "~/entities/invoice/actions.server";
import type { Database } from "./schema";
import { runExclusively } from "./job-lock.server";

const actor = { id: "system-test", name: "Test" };

describe.each(testDatabases())("background jobs across processes on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("runs one pass of a job at a time: a pass that finds the job running skips its turn; other jobs go on", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = runExclusively(db, "a-job", async () => {
      started();
      await held;
    });
    await running;
    // Another process (another pool connection) asks meanwhile: it skips; another job runs.
    const passes: string[] = [];
    expect(await runExclusively(db, "a-job", async () => void passes.push("second"))).toBe(false);
    expect(await runExclusively(db, "another-job", async () => void passes.push("other"))).toBe(true);
    release();
    expect(await first).toBe(true);
    // Once the first pass ended, the next one runs.
    expect(await runExclusively(db, "a-job", async () => void passes.push("third"))).toBe(true);
    expect(passes).toEqual(["other", "third"]);
  });

  it("a pass that fails lets the next one run", async () => {
    await expect(runExclusively(db, "failing-job", () => Promise.reject(new Error("mail down")))).rejects.toThrow(
      "mail down",
    );
    expect(await runExclusively(db, "failing-job", async () => {})).toBe(true);
  });

  it("an invoice falls overdue once, however many passes race (its history says so once)", async () => {
    await saveCompanySettings(db, actor, companySample);
    const invoice = await createInvoice(db, actor, {
      clientName: "Late Payer SRL",
      clientEmail: "plati@late.ro",
      language: "ro",
      description: "",
      issueDate: "2025-09-01",
      dueDate: "2025-09-30",
      exchangeRate: 5.1,
      exchangeRateDate: "2025-08-29",
      items: [{ description: "Service", quantity: 1, unitPrice: 100 }],
    });
    await markInvoiceSent(db, actor, invoice);
    const marked = await Promise.all(Array.from({ length: 4 }, () => markOverdueInvoices(db, "2025-10-01")));
    expect(marked.flat()).toEqual([invoice]);
    const events = await db
      .selectFrom("record_events")
      .select("action")
      .where("entity", "=", "invoice")
      .where("record_id", "=", invoice)
      .where("action", "=", "overdue")
      .execute();
    expect(events).toHaveLength(1);
  });
});
