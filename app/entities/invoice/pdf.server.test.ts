import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { companySample } from "~/entities/company/sample";
import { adminFormat } from "~/admin-kit/format";
import { invoiceTotals, lineTotal } from "./rules";
import type { Invoice } from "./schema";
import { creditNoteDocument, invoicePdf } from "./pdf.server";

const items = [
  { description: "Platformă P1 (duplicator)", quantity: 2, unitPrice: 12500.5 },
  { description: "Instalare și punere în funcțiune", quantity: 1, unitPrice: 3000 },
  { description: "Transport", quantity: 3, unitPrice: 99.99 },
].map((item) => ({ ...item, unit: "piece" as const, total: lineTotal(item) }));
const totals = invoiceTotals(items, 21);
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
  vatCategory: "standard",
  taxRate: 21,
  exchangeRate: 5.0912,
  exchangeRateDate: "2026-11-24",
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

/** A credit note of 27 November 2026 taking back `quantity` of the invoice's transport line at `taxRate`. */
function transportCredited(id: string, reason: string, quantity: number, taxRate: number) {
  const transport = items[2]!;
  return {
    id,
    invoiceId: invoice.id,
    issueDate: "2026-11-27",
    reason,
    items: [{ ...transport, line: 2, quantity, total: lineTotal({ quantity, unitPrice: transport.unitPrice }) }],
    taxRate,
    ...invoiceTotals([{ quantity, unitPrice: transport.unitPrice }], taxRate),
    createdBy: "Elena Ionescu",
    createdAt: "2026-11-27T10:00:00.000Z",
  };
}

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
      // 28,300.97 at 21%: 5,943.20 VAT, which at 5.0912 lei a euro is 30,258.02 lei.
      expect(totals).toEqual({ amount: 28300.97, taxAmount: 5943.2, totalAmount: 34244.17 });
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
        lang === "ro" ? "TVA 21%" : "VAT 21%",
        lang === "ro" ? "Total de plată" : "Total due",
        `${lang === "ro" ? "Curs de schimb" : "Exchange rate"} 1 EUR = ${lang === "ro" ? "5,0912" : "5.0912"} lei (${adminFormat(lang).date("2026-11-24")})`,
        lang === "ro" ? "TVA în lei 30.258,02 lei" : "VAT in lei 30,258.02 lei",
      ])
        expect(text, expected).toContain(plain(expected));
    });

  it("charges no VAT to a business elsewhere in the EU and says why, in the words the law asks for", async () => {
    const reverse: Invoice = {
      ...invoice,
      clientCountry: "DE",
      clientTaxCode: "DE281456390",
      vatCategory: "reverseCharge",
      taxRate: 0,
      ...invoiceTotals(items, 0),
    };
    const ro = await textOf(await invoicePdf(reverse, companySample, "ro"));
    expect(ro).toContain("TVA 0%");
    expect(ro).toContain("Taxare inversă");
    expect(ro).toContain("TVA în lei 0,00 lei");
    const en = await textOf(
      await invoicePdf({ ...reverse, vatCategory: "export", clientCountry: "CH" }, companySample, "en"),
    );
    expect(en).toContain("export of goods");
    expect(en).not.toContain("Reverse charge");
    expect(await textOf(await invoicePdf(invoice, companySample, "en"))).not.toMatch(/Reverse charge|export of goods/);
    // A draft says it is one.
    expect(await textOf(await invoicePdf({ ...invoice, status: "Draft" }, companySample, "ro"))).toMatch(
      /^Ciornă de factură/,
    );
  });

  it("a credit note without VAT states its VAT as 0, not as -0", () => {
    const note = transportCredited("CN-2026-005", "Export order cancelled", 1, 0);
    const document = creditNoteDocument(invoice, note);
    expect(Object.is(document.taxAmount, 0)).toBe(true);
    expect(adminFormat("ro").money(document.taxAmount)).toBe(adminFormat("ro").money(0));
    expect(document.totalAmount).toBe(-99.99);
  });

  it("prints a credit note: its number, the invoice it corrects, the reason, every amount negative", async () => {
    const note = transportCredited("CN-2026-004", "Transport charged twice", 3, 21);
    const text = await textOf(await invoicePdf(creditNoteDocument(invoice, note), companySample, "ro", invoice));
    const money = adminFormat("ro").money;
    // 299.97 at 21%: 62.99 VAT, 362.96 in all, credited.
    for (const expected of [
      "Factură de stornare",
      "CN-2026-004",
      `Stornează factura ${invoice.invoiceNumber} din ${adminFormat("ro").date(invoice.issueDate)}`,
      "Motiv: Transport charged twice",
      money(-299.97),
      money(-62.99),
      money(-362.96),
    ])
      expect(text, expected).toContain(plain(expected));
    expect(text).not.toContain("Scadența");
  });
});
