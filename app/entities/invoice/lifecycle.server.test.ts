import type { Kysely } from "kysely";
import { addDays } from "~/domain/admin/dates";
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
import type { NewInvoiceInput } from "./create";
import { creditNotesOf, issueCreditNote } from "./credit-notes.server";
import { sendInvoice } from "./send.server";
import { efacturaXml } from "./efactura.server";
import { CIUS_RO, efacturaViolations } from "./efactura-rules";

const databases = testDatabases();
const actor = { id: "admin-1", name: "Elena Ionescu" };
const newInvoice = (dueDate: string) => ({
  clientName: "Parcari Urbane SA",
  clientEmail: "plati@parcari.ro",
  language: "ro" as const,
  description: "",
  issueDate: "2025-09-10",
  dueDate,
  exchangeRate: 5.1127,
  exchangeRateDate: "2025-09-09",
  items: [{ description: "Annual maintenance", quantity: 1, unitPrice: 4800 }],
});

describe.each(databases)("an invoice's life on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));
  const status = async (id: string) =>
    (await db.selectFrom("invoices").select(["status", "paid_date"]).where("id", "=", id).executeTakeFirstOrThrow())
      .status;
  /** An invoice issued on 5 January 2026 (the lines given, or the yearly maintenance), the company's details set. */
  const issuedInJanuary = async (items: NewInvoiceInput["items"] = newInvoice("2026-02-04").items) => {
    await saveCompanySettings(db, actor, companySample);
    const id = await createInvoice(db, actor, {
      ...newInvoice("2026-02-04"),
      issueDate: "2026-01-05",
      exchangeRateDate: "2026-01-04",
      items,
    });
    await markInvoiceSent(db, actor, id);
    return id;
  };

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
    // Out of the way of the next tests' overdue checks: credited whole.
    await issueCreditNote(db, actor, id, { reason: "Test", whole: true, quantities: [] });
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

  it("only a draft is cancelled; a cancelled one stays cancelled; a sent one is corrected by a credit note", async () => {
    const id = await createInvoice(db, actor, newInvoice("2032-02-09"));
    await cancelInvoice(db, actor, id);
    expect(await status(id)).toBe("Cancelled");
    expect(await markOverdueInvoices(db, "2033-01-01")).toEqual([]);
    expect(await refusal(cancelInvoice(db, actor, id))).toBe("notCancellable");
    expect(await refusal(payInFull(db, actor, id))).toBe("notPayable");
    expect(await refusal(markInvoiceSent(db, actor, id))).toBe("notSendable");
    expect(await refusal(issueCreditNote(db, actor, id, { reason: "x", whole: true, quantities: [] }))).toBe(
      "notCreditable",
    );
    expect((await eventsOf(db, "invoice", id))[0]).toMatchObject({ action: "cancelled", detail: { from: "Draft" } });
    const sent = await createInvoice(db, actor, newInvoice("2032-02-09"));
    await saveCompanySettings(db, actor, companySample);
    await markInvoiceSent(db, actor, sent);
    expect(await refusal(cancelInvoice(db, actor, sent))).toBe("notCancellable");
    await issueCreditNote(db, actor, sent, { reason: "Issued by mistake", whole: true, quantities: [] });
    expect(await status(sent)).toBe("Credited");
  });

  it("credits part of an issued invoice in its own series, never more than is left; what is owed follows", async () => {
    const id = await issuedInJanuary([
      { description: "Platform", quantity: 2, unitPrice: 10000 },
      { description: "Service visit", quantity: 7.5, unit: "hour", unitPrice: 80 },
    ]);
    // 20,600 at 21%: 24,926.00. One platform back and 2.5 hours: 10,200 at 21% = 12,342.00.
    const first = await issueCreditNote(db, actor, id, {
      reason: "One platform returned",
      whole: false,
      quantities: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 2.5 },
      ],
    });
    expect(first).toMatch(/^CN-\d{4}-\d{3}$/);
    const [note] = await creditNotesOf(db, id);
    expect(note).toMatchObject({ id: first, amount: 10200, taxAmount: 2142, totalAmount: 12342, taxRate: 21 });
    expect(
      await refusal(
        issueCreditNote(db, actor, id, {
          reason: "Too much",
          whole: false,
          quantities: [{ line: 0, quantity: 1.001 }],
        }),
      ),
    ).toBe("lines.0.quantity: creditOverInvoiced");
    // Owed: 24,926 − 12,342 = 12,584; paying it makes the invoice Paid.
    expect(
      await refusal(
        recordPayment(db, actor, id, { paidOn: "2026-01-20", amount: 12584.01, method: "bankTransfer", reference: "" }),
      ),
    ).toBe("amount: paymentOverOwed");
    await recordPayment(db, actor, id, { paidOn: "2026-01-20", amount: 12584, method: "bankTransfer", reference: "" });
    expect(await status(id)).toBe("Paid");
    // The rest credited later: numbered next in the notes' own series, all the lines' remainders.
    const second = await issueCreditNote(db, actor, id, { reason: "Contract ended", whole: true, quantities: [] });
    expect(Number(second.slice(-3))).toBe(Number(first.slice(-3)) + 1);
    const notes = await creditNotesOf(db, id);
    expect(notes[1]!.items.map((i) => [i.line, i.quantity])).toEqual([
      [0, 1],
      [1, 5],
    ]);
    expect(await refusal(issueCreditNote(db, actor, id, { reason: "Again", whole: true, quantities: [] }))).toBe(
      "nothingToCredit",
    );
    expect((await eventsOf(db, "invoice", id))[0]).toMatchObject({
      action: "creditNoteIssued",
      detail: { number: second },
    });
  });

  it("takes partial payments until they add up; refuses more than is owed or a day to come; a reversal reopens it", async () => {
    // 4,800 at 21%: 5,808.00 owed.
    const id = await issuedInJanuary();
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

  it("is not issued and sent while e-Factura cannot state the client's address", async () => {
    await saveCompanySettings(db, actor, companySample);
    const id = await createInvoice(db, actor, { ...newInvoice("2032-02-09"), clientAddress: "Oradea" });
    expect(await refusal(sendInvoice(db, actor, id))).toBe("efacturaClientAddress");
    expect(await status(id)).toBe("Draft");
    await cancelInvoice(db, actor, id);
    expect(await refusal(sendInvoice(db, actor, id))).toBe("notSendable");
  });

  it("numbers issued invoices in the company's series with no gap; a cancelled draft takes no number", async () => {
    await saveCompanySettings(db, actor, { ...companySample, invoiceSeries: "TST" });
    const number = async (id: string) => (await findInvoice(db, id)).invoiceNumber;
    const first = await createInvoice(db, actor, newInvoice("2032-02-09"));
    const dropped = await createInvoice(db, actor, newInvoice("2032-02-09"));
    const second = await createInvoice(db, actor, newInvoice("2032-02-09"));
    // A draft goes by its draft number.
    expect(await number(first)).toBe(first);
    await markInvoiceSent(db, actor, first);
    await cancelInvoice(db, actor, dropped);
    await markInvoiceSent(db, actor, second);
    expect([await number(first), await number(second)]).toEqual(["TST-2025-001", "TST-2025-002"]);
    // Another series starts its own count.
    await saveCompanySettings(db, actor, { ...companySample, invoiceSeries: "NEW" });
    const third = await createInvoice(db, actor, newInvoice("2032-02-09"));
    await markInvoiceSent(db, actor, third);
    expect(await number(third)).toBe("NEW-2025-001");
    expect((await eventsOf(db, "invoice", third))[0]).toMatchObject({
      action: "sent",
      detail: { number: "NEW-2025-001" },
    });
    await saveCompanySettings(db, actor, companySample);
  });

  it("credits to the cent: the note that takes all that is left takes the rest of the VAT", async () => {
    await saveCompanySettings(db, actor, companySample);
    // 3 × 0.35 = 1.05 at 21%: 0.22 VAT. One by one each piece's VAT rounds to 0.07: the last takes 0.08.
    const id = await createInvoice(db, actor, {
      ...newInvoice("2032-02-09"),
      items: [{ description: "Seal", quantity: 3, unitPrice: 0.35 }],
    });
    await markInvoiceSent(db, actor, id);
    const one = { reason: "Returned", whole: false, quantities: [{ line: 0, quantity: 1 }] };
    await issueCreditNote(db, actor, id, one);
    await issueCreditNote(db, actor, id, one);
    await issueCreditNote(db, actor, id, one);
    const notes = await creditNotesOf(db, id);
    expect(notes.map((n) => n.taxAmount)).toEqual([0.07, 0.07, 0.08]);
    expect(await status(id)).toBe("Credited");
  });

  it("is issued in date order: not dated to come, not before the last of its series and year; no VAT without a VAT registration", async () => {
    await saveCompanySettings(db, actor, { ...companySample, invoiceSeries: "ORD" });
    const dated = (issueDate: string) =>
      createInvoice(db, actor, { ...newInvoice("2999-12-31"), issueDate, exchangeRateDate: addDays(issueDate, -1) });
    expect(await refusal(markInvoiceSent(db, actor, await dated("2999-01-01")))).toBe("issueDateInFuture");
    await markInvoiceSent(db, actor, await dated("2025-03-10"));
    expect(await refusal(markInvoiceSent(db, actor, await dated("2025-03-09")))).toBe("issueDateOutOfOrder");
    // Another year's count is its own.
    await markInvoiceSent(db, actor, await dated("2024-12-31"));
    await saveCompanySettings(db, actor, { ...companySample, invoiceSeries: "ORD", vatPayer: false });
    expect(await refusal(markInvoiceSent(db, actor, await dated("2025-03-10")))).toBe("notVatPayer");
    // Not registered for VAT: its invoice is not subject to VAT, at 0, and its e-Factura says so.
    const exempt = await createInvoice(db, actor, {
      ...newInvoice("2999-12-31"),
      issueDate: "2025-03-10",
      exchangeRateDate: "2025-03-09",
      clientAddress: "Strada Exemplului 1, 010101 București, Sector 1",
      clientTaxCode: "RO35127849",
      vatCategory: "notSubject",
    });
    expect(await findInvoice(db, exempt)).toMatchObject({ taxRate: 0, taxAmount: 0, totalAmount: 4800 });
    await markInvoiceSent(db, actor, exempt);
    const xml = efacturaXml({
      kind: "invoice",
      invoice: await findInvoice(db, exempt),
      seller: (await sellerOf(db, exempt))!,
    });
    expect(efacturaViolations(xml, CIUS_RO)).toEqual([]);
    expect(xml).toContain("<cbc:ID>O</cbc:ID>");
    expect(xml).not.toContain("<cbc:Percent>");
    expect(xml).not.toContain("PartyTaxScheme");
    // A company registered for VAT may not issue one.
    await saveCompanySettings(db, actor, { ...companySample, invoiceSeries: "ORD" });
    const wrong = await createInvoice(db, actor, {
      ...newInvoice("2999-12-31"),
      issueDate: "2025-03-10",
      exchangeRateDate: "2025-03-09",
      vatCategory: "notSubject",
    });
    expect(await refusal(markInvoiceSent(db, actor, wrong))).toBe("notSubjectForVatPayer");
    await saveCompanySettings(db, actor, companySample);
  });
});
