import { describe, expect, it } from "vitest";
import { creditableQuantities, creditNoteFigures, readCreditNoteForm } from "./credit-notes";
import { refundDue } from "./payments";

const invoice = {
  taxRate: 21,
  items: [
    { description: "Platform", quantity: 2, unit: "piece" as const, unitPrice: 10000, total: 20000 },
    { description: "Service visit", quantity: 7.5, unit: "hour" as const, unitPrice: 80, total: 600 },
  ],
};

describe("a credit note", () => {
  it("credits the quantities asked at the invoice's rate, to the cent", () => {
    const figures = creditNoteFigures(invoice, [
      { line: 0, quantity: 1 },
      { line: 1, quantity: 2.5 },
    ]);
    expect(figures).toMatchObject({ amount: 10200, taxAmount: 2142, totalAmount: 12342 });
    expect(figures.items.map((i) => [i.line, i.description, i.quantity, i.total])).toEqual([
      [0, "Platform", 1, 10000],
      [1, "Service visit", 2.5, 200],
    ]);
  });

  it("leaves of each line what earlier credit notes did not take", () => {
    const notes = [
      { items: [{ line: 1, quantity: 2.5, description: "", unit: "hour" as const, unitPrice: 80, total: 200 }] },
    ];
    expect(creditableQuantities(invoice.items, notes)).toEqual([2, 5]);
    expect(creditableQuantities(invoice.items, [...notes, ...notes, ...notes])).toEqual([2, 0]);
  });

  it("reads the form: a reason, all that is left or some lines; refuses a quantity that is none and a note of nothing", () => {
    expect(readCreditNoteForm({ reason: "Returned", "lines.0.quantity": "1", "lines.1.quantity": "2,5" })).toEqual({
      ok: true,
      value: {
        reason: "Returned",
        whole: false,
        quantities: [
          { line: 0, quantity: 1 },
          { line: 1, quantity: 2.5 },
        ],
      },
    });
    expect(readCreditNoteForm({ reason: "All", whole: "on", "lines.0.quantity": "x" })).toEqual({
      ok: true,
      value: { reason: "All", whole: true, quantities: [] },
    });
    expect(readCreditNoteForm({ reason: "", "lines.0.quantity": "1.2345" })).toEqual({
      ok: false,
      errors: { reason: "creditReasonRequired", "lines.0.quantity": "invalidQuantity" },
    });
    expect(readCreditNoteForm({ reason: "Nothing", "lines.0.quantity": "0", "lines.1.quantity": "" })).toEqual({
      ok: false,
      errors: { form: "nothingToCredit" },
    });
  });

  it("leaves to refund what was paid beyond the invoice less its credit notes", () => {
    expect(refundDue({ totalAmount: 4356 }, 4356, 580.8)).toBe(580.8);
    expect(refundDue({ totalAmount: 4356 }, 1000, 580.8)).toBe(0);
    expect(refundDue({ totalAmount: 4356 }, 4356)).toBe(0);
  });
});
