import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import type { Database } from "~/server/db/schema";
import { createInvoice } from "./actions.server";
import type { NewInvoiceInput } from "./create";
import { nextInvoiceNumber } from "./numbers.server";

const databases = testDatabases();

const actor = { id: "admin-1", name: "Elena Ionescu" };
const draft = (over: Partial<NewInvoiceInput> = {}): NewInvoiceInput => ({
  clientName: "Urban Parking SRL",
  clientEmail: "facturi@urbanparking.ro",
  language: "ro",
  description: "Duplicator supply",
  issueDate: "2031-03-02",
  dueDate: "2031-04-01",
  items: [
    { description: "Hydraulic duplicator, 2 cars", quantity: 4, unitPrice: 6850 },
    { description: "Installation", quantity: 1, unitPrice: 2400.5 },
    { description: "Transport", quantity: 2, unitPrice: 315.25 },
  ],
  ...over,
});

describe.each(databases)("invoice numbers on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("stores a draft with its lines, subtotal, VAT of its delivery day and total computed from them, and the year's next number", async () => {
    const number = await createInvoice(db, actor, draft());
    expect(number).toBe("INV-2031-001");
    const row = await db.selectFrom("invoices").selectAll().where("id", "=", number).executeTakeFirstOrThrow();
    // 4 × 6850 + 2400.50 + 2 × 315.25 = 30,431.00; VAT 21% (issued and delivered in 2031) 6,390.51; total 36,821.51.
    expect([row.tax_rate, row.amount, row.tax_amount, row.total_amount]).toEqual([21, 30431, 6390.51, 36821.51]);
    // Issued in 2031 for a delivery on 31 July 2025: that day's 19%, 5,781.89; total 36,212.89.
    const late = await createInvoice(db, actor, draft({ deliveryDate: "2025-07-31" }));
    const lateRow = await db.selectFrom("invoices").selectAll().where("id", "=", late).executeTakeFirstOrThrow();
    expect([lateRow.delivery_date, lateRow.tax_rate, lateRow.tax_amount, lateRow.total_amount]).toEqual([
      "2025-07-31",
      19,
      5781.89,
      36212.89,
    ]);
    expect([row.invoice_number, row.status, row.paid_date]).toEqual([number, "Draft", null]);
    expect(row.items.map((item) => item.total)).toEqual([27400, 2400.5, 630.5]);
  });

  it("gives 50 invoices created at once 50 distinct consecutive numbers", async () => {
    const before = await db.selectFrom("invoice_numbers").select("last").where("year", "=", 2032).executeTakeFirst();
    expect(before).toBeUndefined();
    const numbers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createInvoice(db, actor, draft({ issueDate: "2032-06-01", dueDate: "2032-07-01", clientName: `Client ${i}` })),
      ),
    );
    const places = numbers.map((n) => Number(n.slice("INV-2032-".length))).sort((a, b) => a - b);
    expect(places).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(numbers).size).toBe(50);
  });

  it("an invoice whose transaction fails gives its number back: no gap", async () => {
    const first = await createInvoice(db, actor, draft({ issueDate: "2033-01-10", dueDate: "2033-02-10" }));
    await expect(
      db.transaction().execute(async (trx) => {
        await nextInvoiceNumber(trx, "2033-01-11");
        throw new Error("the insert failed after the number was taken");
      }),
    ).rejects.toThrow("the insert failed");
    const second = await createInvoice(db, actor, draft({ issueDate: "2033-01-12", dueDate: "2033-02-12" }));
    expect([first, second]).toEqual(["INV-2033-001", "INV-2033-002"]);
  });

  it("numbers each year on its own, after any INV number of that year already stored", async () => {
    await sql`insert into invoices (id, invoice_number, client_name, client_email, amount, tax_amount, total_amount, status, issue_date, due_date, items, created_by)
      values ('INV-2034-041', 'INV-2034-041', 'Old', 'old@example.ro', 100, 19, 119, 'Sent', '2034-01-05', '2034-02-05', '[]', 'import')`.execute(
      db,
    );
    expect(await createInvoice(db, actor, draft({ issueDate: "2034-03-01", dueDate: "2034-03-31" }))).toBe(
      "INV-2034-042",
    );
    expect(await createInvoice(db, actor, draft({ issueDate: "2035-01-01", dueDate: "2035-01-31" }))).toBe(
      "INV-2035-001",
    );
  });

  it("refuses what the schema refuses, storing nothing and taking no number", async () => {
    await expect(createInvoice(db, actor, draft({ items: [] }))).rejects.toThrow();
    await expect(createInvoice(db, actor, draft({ issueDate: "2036-05-01", dueDate: "2036-04-01" }))).rejects.toThrow(
      /dueBeforeIssue/,
    );
    const taken = await db.selectFrom("invoice_numbers").select("last").where("year", "=", 2036).executeTakeFirst();
    expect(taken).toBeUndefined();
  });
});
