import type { Kysely } from "kysely";
import { payInFull } from "../../../tests/support/invoices";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import { eventsOf } from "~/admin-kit/records/events.server";
import { refusal } from "../../../tests/support/refusal";
import type { Database } from "~/server/db/schema";
import { company } from "~/content/company";
import { companySample } from "../company/sample";
import { readCompanySettings, saveCompanySettings, sellerOf } from "../company/settings.server";
import { cancelInvoice, createInvoice, markInvoiceSent, markOverdueInvoices } from "./actions.server";
import { paymentsOf, recordPayment, reversePayment } from "./payments.server";
import { paidSoFar } from "./payments";
import { findInvoice } from "./find.server";

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
    expect(await refusal(payInFull(db, actor, id))).toBe("notPayable");
    await markInvoiceSent(db, actor, id);
    expect(await status(id)).toBe("Sent");
    expect(await refusal(markInvoiceSent(db, actor, id))).toBe("notSendable");
    // Not overdue on its due date, overdue the day after.
    expect(await markOverdueInvoices(db, "2032-02-09")).toEqual([]);
    expect(await markOverdueInvoices(db, "2032-02-10")).toEqual([id]);
    expect(await status(id)).toBe("Overdue");
    await payInFull(db, actor, id);
    expect(await status(id)).toBe("Paid");
    expect(await refusal(payInFull(db, actor, id))).toBe("notPayable");
    expect(await refusal(cancelInvoice(db, actor, id))).toBe("notCancellable");
    const history = await eventsOf(db, "invoice", id);
    expect(history.map((e) => e.action)).toEqual(["paid", "paymentRecorded", "overdue", "sent", "invoiceCreated"]);
    expect(history[2]).toMatchObject({ actorName: "System", detail: { dueDate: "2032-02-09" } });
  });

  it("a sent invoice is cancelled, not edited; a cancelled one stays cancelled", async () => {
    const id = await createInvoice(db, actor, newInvoice("2032-02-09"));
    await markInvoiceSent(db, actor, id);
    await cancelInvoice(db, actor, id);
    expect(await status(id)).toBe("Cancelled");
    expect(await markOverdueInvoices(db, "2033-01-01")).toEqual([]);
    expect(await refusal(cancelInvoice(db, actor, id))).toBe("notCancellable");
    expect(await refusal(payInFull(db, actor, id))).toBe("notPayable");
    expect(await refusal(markInvoiceSent(db, actor, id))).toBe("notSendable");
    expect((await eventsOf(db, "invoice", id))[0]).toMatchObject({ action: "cancelled", detail: { from: "Sent" } });
  });

  it("takes partial payments until they add up; refuses more than is owed or a day to come; a reversal reopens it", async () => {
    await saveCompanySettings(db, actor, companySample);
    // 4,800 at 21%: 5,808.00 owed.
    const id = await createInvoice(db, actor, {
      ...newInvoice("2026-02-04"),
      issueDate: "2026-01-05",
      exchangeRateDate: "2026-01-04",
    });
    await markInvoiceSent(db, actor, id);
    const pay = (amount: number, paidOn = "2026-01-20") =>
      recordPayment(db, actor, id, { paidOn, amount, method: "bankTransfer", reference: "OP 17" });
    expect(await refusal(pay(5808.01))).toBe("amount: paymentOverOwed");
    expect(await refusal(pay(100, "2999-01-01"))).toBe("paidOn: paymentInFuture");
    await pay(2000);
    expect(await status(id)).toBe("Sent");
    expect(await refusal(pay(3808.01))).toBe("amount: paymentOverOwed");
    await pay(3808, "2026-01-25");
    expect(await status(id)).toBe("Paid");
    expect((await findInvoice(db, id)).paidDate).toBe("2026-01-25");
    expect(await refusal(pay(1))).toBe("notPayable");
    const payments = await paymentsOf(db, id);
    // Read whole: every stored payment fits its schema (its id a number the page posts back).
    for (const p of payments)
      expect([typeof p.id, (p as { invalidFields?: string[] }).invalidFields]).toEqual(["number", undefined]);
    expect(payments.map((p) => [p.amount, p.reference, p.recordedBy])).toEqual([
      [2000, "OP 17", actor.name],
      [3808, "OP 17", actor.name],
    ]);
    // The second was recorded by mistake: reversed with a reason, the invoice is owed again
    // (overdue, its due day long past), and the payment stays, marked.
    await reversePayment(db, actor, id, { paymentId: payments[1]!.id, reason: "Bank returned the transfer" });
    expect(await refusal(reversePayment(db, actor, id, { paymentId: payments[1]!.id, reason: "Again" }))).toBe(
      "paymentReversed",
    );
    expect(await refusal(reversePayment(db, actor, id, { paymentId: 999_999, reason: "None" }))).toBe("notFound");
    expect(await findInvoice(db, id)).toMatchObject({ status: "Overdue", paidDate: null });
    const after = await paymentsOf(db, id);
    expect(after[1]).toMatchObject({ reversedBy: actor.name, reversalReason: "Bank returned the transfer" });
    expect(paidSoFar(after)).toBe(2000);
    const history = (await eventsOf(db, "invoice", id)).map((e) => e.action);
    expect(history.slice(0, 4)).toEqual(["paymentReversed", "paid", "paymentRecorded", "paymentRecorded"]);
    await pay(3808, "2026-02-01");
    expect(await status(id)).toBe("Paid");
  });
});
