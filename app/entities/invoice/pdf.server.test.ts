import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { companySample } from "~/entities/company/sample";
import { adminFormat } from "~/admin-kit/format";
import { invoiceTotals, lineTotal } from "./rules";
import type { Invoice } from "./schema";
import { invoicePdf } from "./pdf.server";

const items = [
  { description: "Platformă P1 (duplicator)", quantity: 2, unitPrice: 12500.5 },
  { description: "Instalare și punere în funcțiune", quantity: 1, unitPrice: 3000 },
  { description: "Transport", quantity: 3, unitPrice: 99.99 },
].map((item) => ({ ...item, unit: "piece" as const, total: lineTotal(item) }));
const totals = invoiceTotals(items, 19);
const invoice: Invoice = {
  id: "INV-2026-007",
  invoiceNumber: "INV-2026-007",
  clientName: "Rezidențial Nord SRL",
  clientEmail: "facturi@rezidential.ro",
  clientAddress: "Strada Nordului 12, 610004 Piatra-Neamț",
  clientCountry: "RO",
  clientTaxCode: "RO35127849",
  clientTradeRegister: "J27/118/2019",
  language: "ro",
  taxRate: 19,
  ...totals,
  currency: "EUR",
  status: "Sent",
  issueDate: "2026-11-25",
  dueDate: "2026-12-25",
  paidDate: null,
  description: "Parcare automată, bloc B",
  items,
  createdBy: "Elena Ionescu",
};

/** The PDF's text on one line, spaces of every width as one. */
async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, " ");
}
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

describe("the invoice PDF", () => {
  it("prints the seller's tax code with RO only when VAT-registered, and VAT on cash basis when it applies", async () => {
    const plainSeller = await textOf(
      await invoicePdf(invoice, { ...companySample, vatPayer: false, vatOnCollection: true }, "ro"),
    );
    expect(plainSeller).toContain(`Cod fiscal (CUI): ${companySample.taxCode} `);
    expect(plainSeller).not.toContain(`RO${companySample.taxCode}`);
    expect(plainSeller).toContain("TVA la încasare");
    expect(await textOf(await invoicePdf(invoice, companySample, "ro"))).not.toContain("TVA la încasare");
  });

  for (const lang of ["ro", "en"] as const)
    it(`states the company's legal details, the client, the lines, VAT and total (${lang})`, async () => {
      const pdf = await invoicePdf(invoice, companySample, lang);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const text = await textOf(pdf);
      const money = adminFormat(lang).money;
      expect(totals).toEqual({ amount: 28300.97, taxAmount: 5377.18, totalAmount: 33678.15 });
      for (const expected of [
        lang === "ro" ? "Factură" : "Invoice",
        invoice.invoiceNumber,
        companySample.legalName,
        companySample.tradeRegister,
        `RO${companySample.taxCode}`,
        "RO24 BTRL RONC RT00 0000 0001",
        "RO44 BTRL EURC RT00 0000 0002",
        invoice.clientName,
        invoice.clientEmail,
        invoice.clientAddress,
        invoice.clientTaxCode,
        invoice.clientTradeRegister,
        ...items.map((item) => item.description),
        money(totals.amount),
        money(totals.taxAmount),
        money(totals.totalAmount),
        lang === "ro" ? "TVA 19%" : "VAT 19%",
        lang === "ro" ? "Total de plată" : "Total due",
      ])
        expect(text, expected).toContain(plain(expected));
    });
});
