import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import { eventsOf } from "~/admin-kit/records/events.server";
import { refusal } from "../../../tests/support/refusal";
import type { Database } from "~/server/db/schema";
import { company } from "~/content/company";
import { companySample } from "../company/sample";
import { readCompanySettings, saveCompanySettings, sellerOf } from "../company/settings.server";
import { cancelInvoice, createInvoice, markInvoicePaid, markInvoiceSent, markOverdueInvoices } from "./actions.server";

const databases = testDatabases();
const actor = { id: "admin-1", name: "Elena Ionescu" };
const newInvoice = (dueDate: string) => ({
  clientName: "Parcari Urbane SA",
  clientEmail: "plati@parcari.ro",
  language: "ro" as const,
  description: "",
  issueDate: "2032-01-10",
  dueDate,
  exchangeRate: 5.1127,
  exchangeRateDate: "2032-01-09",
  items: [{ description: "Annual maintenance", quantity: 1, unitPrice: 4800 }],
});

describe.each(databases)("an invoice's life on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));
  const status = async (id: string) =>
    (await db.selectFrom("invoices").select(["status", "paid_date"]).where("id", "=", id).executeTakeFirstOrThrow())
      .status;

  it("is issued only once the company's details are set, and keeps them as they were when issued", async () => {
    const id = await createInvoice(db, actor, newInvoice("2032-02-09"));
    expect(await refusal(markInvoiceSent(db, actor, id))).toBe("companyNotSet");
    expect(await status(id)).toBe("Draft");
    // A draft states the company's details as they stand; none yet: no document.
    expect(await sellerOf(db, id)).toBeNull();
    await saveCompanySettings(db, actor, companySample);
    expect(await sellerOf(db, id)).toMatchObject({ legalName: companySample.legalName });
    await markInvoiceSent(db, actor, id);
    const renamed = { ...companySample, legalName: "Autoparc Systems Group SRL", taxCode: "RO14399840" };
    await saveCompanySettings(db, actor, renamed);
    expect(await sellerOf(db, id)).toMatchObject({
      legalName: companySample.legalName,
      taxCode: companySample.taxCode,
      phone: company.phone,
      email: company.email,
    });
    // A draft made after the change states the new details.
    const draft = await createInvoice(db, actor, newInvoice("2032-02-09"));
    expect(await sellerOf(db, draft)).toMatchObject({ legalName: renamed.legalName });
    expect((await readCompanySettings(db))?.updatedBy).toBe(actor.name);
    // Out of the way of the next tests' overdue checks.
    await cancelInvoice(db, actor, id);
  });

  it("is not issued without the exchange rate its VAT in lei is counted at", async () => {
    await saveCompanySettings(db, actor, companySample);
    const { exchangeRate: _, exchangeRateDate: __, ...withoutRate } = newInvoice("2032-02-09");
    const id = await createInvoice(db, actor, withoutRate);
    expect(await refusal(markInvoiceSent(db, actor, id))).toBe("exchangeRateMissing");
    expect(await status(id)).toBe("Draft");
    await cancelInvoice(db, actor, id);
  });

  it("draft, sent, overdue once its due date passes, paid once; each step in its history", async () => {
    const id = await createInvoice(db, actor, newInvoice("2032-02-09"));
    // A draft is not yet owed: its due date passing changes nothing, and it cannot be paid.
    expect(await markOverdueInvoices(db, "2032-03-01")).toEqual([]);
    expect(await refusal(markInvoicePaid(db, actor, id))).toBe("notPayable");
    await markInvoiceSent(db, actor, id);
    expect(await status(id)).toBe("Sent");
    expect(await refusal(markInvoiceSent(db, actor, id))).toBe("notSendable");
    // Not overdue on its due date, overdue the day after.
    expect(await markOverdueInvoices(db, "2032-02-09")).toEqual([]);
    expect(await markOverdueInvoices(db, "2032-02-10")).toEqual([id]);
    expect(await status(id)).toBe("Overdue");
    await markInvoicePaid(db, actor, id);
    expect(await status(id)).toBe("Paid");
    expect(await refusal(markInvoicePaid(db, actor, id))).toBe("notPayable");
    expect(await refusal(cancelInvoice(db, actor, id))).toBe("notCancellable");
    const history = await eventsOf(db, "invoice", id);
    expect(history.map((e) => e.action)).toEqual(["paid", "overdue", "sent", "invoiceCreated"]);
    expect(history[1]).toMatchObject({ actorName: "System", detail: { dueDate: "2032-02-09" } });
  });

  it("a sent invoice is cancelled, not edited; a cancelled one stays cancelled", async () => {
    const id = await createInvoice(db, actor, newInvoice("2032-02-09"));
    await markInvoiceSent(db, actor, id);
    await cancelInvoice(db, actor, id);
    expect(await status(id)).toBe("Cancelled");
    expect(await markOverdueInvoices(db, "2033-01-01")).toEqual([]);
    expect(await refusal(cancelInvoice(db, actor, id))).toBe("notCancellable");
    expect(await refusal(markInvoicePaid(db, actor, id))).toBe("notPayable");
    expect(await refusal(markInvoiceSent(db, actor, id))).toBe("notSendable");
    expect((await eventsOf(db, "invoice", id))[0]).toMatchObject({ action: "cancelled", detail: { from: "Sent" } });
  });
});
