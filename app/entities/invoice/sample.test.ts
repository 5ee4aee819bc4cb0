import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../../domain/admin/demo";
import { invoiceStatuses } from "./schema";
import { lineTotal, roundCents } from "./rules";
import { invoiceSample } from "./sample";

describe("invoiceSample", () => {
  it("has unique ids and invoice numbers, the number matching the id", () => {
    expect(new Set(invoiceSample.map((i) => i.id)).size).toBe(invoiceSample.length);
    expect(new Set(invoiceSample.map((i) => i.invoiceNumber)).size).toBe(invoiceSample.length);
    for (const invoice of invoiceSample) {
      expect(invoice.invoiceNumber, invoice.id).toBe(invoice.id.replace(/^INV-/, "APS-"));
      expect(invoice.id.slice(4, 8), invoice.id).toBe(invoice.issueDate.slice(0, 4));
    }
  });

  it("computes every item total, subtotal, 21% tax (none on intra-Community supplies) and total to the cent", () => {
    for (const invoice of invoiceSample) {
      const rate = invoice.clientCountry === "RO" ? 21 : 0;
      expect(invoice.vatCategory, invoice.id).toBe(rate ? "standard" : "intraCommunity");
      expect(invoice.taxRate, invoice.id).toBe(rate);
      expect(invoice.exchangeRate, invoice.id).toBeGreaterThan(5);
      expect(invoice.exchangeRateDate! < invoice.issueDate, invoice.id).toBe(true);
      for (const item of invoice.items) {
        expect(item.total, `${invoice.id} ${item.description}`).toBe(roundCents(item.quantity * item.unitPrice));
        expect(item.total, `${invoice.id} ${item.description}`).toBe(lineTotal(item));
      }
      const subtotal = roundCents(invoice.items.reduce((sum, item) => sum + item.total, 0));
      const tax = roundCents((subtotal * rate) / 100);
      expect(invoice.amount, `${invoice.id} subtotal`).toBe(subtotal);
      expect(invoice.taxAmount, `${invoice.id} tax`).toBe(tax);
      expect(invoice.totalAmount, `${invoice.id} total`).toBe(roundCents(subtotal + tax));
      expect(invoice.currency).toBe("EUR");
      expect(invoice.items.length, invoice.id).toBeGreaterThanOrEqual(1);
      expect(invoice.items.length, invoice.id).toBeLessThanOrEqual(4);
    }
  });

  it("issues invoices in every month from December 2025 to November 2026, none after DEMO_TODAY", () => {
    const months = new Set(invoiceSample.map((i) => i.issueDate.slice(0, 7)));
    const expected = ["2025-12", ...Array.from({ length: 11 }, (_, m) => `2026-${String(m + 1).padStart(2, "0")}`)];
    expect([...months].sort()).toEqual(expected);
    for (const invoice of invoiceSample) {
      expect(invoice.issueDate <= DEMO_TODAY, invoice.id).toBe(true);
      if (invoice.paidDate) expect(invoice.paidDate <= DEMO_TODAY, invoice.id).toBe(true);
    }
  });

  it("uses every status but Cancelled and Credited (which staff give live invoices only), with the expected mix", () => {
    const count = (status: string) => invoiceSample.filter((i) => i.status === status).length;
    for (const status of invoiceStatuses.filter((s) => s !== "Cancelled" && s !== "Credited"))
      expect(count(status), status).toBeGreaterThan(0);
    expect(count("Cancelled")).toBe(0);
    expect(count("Credited")).toBe(0);
    expect(count("Paid")).toBeGreaterThanOrEqual(3);
    expect(count("Overdue")).toBe(2);
    expect(count("Pending")).toBeGreaterThanOrEqual(2);
    expect(count("Sent")).toBeGreaterThanOrEqual(1);
    expect(count("Draft")).toBe(1);
    for (const invoice of invoiceSample.filter((i) => i.status === "Overdue"))
      expect(invoice.dueDate < DEMO_TODAY, invoice.id).toBe(true);
  });
});
