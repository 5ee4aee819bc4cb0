import { describe, expect, it } from "vitest";
import { readRomanianAddress } from "~/domain/company/ro-address";
import { companySample } from "../company/sample";
import { creditNoteFigures, type CreditNote } from "./credit-notes";
import { CIUS_RO, EfacturaRefused, efacturaXml } from "./efactura.server";
import { efacturaViolations } from "./efactura-rules";
import { invoiceTotals } from "./rules";
import { invoiceSample } from "./sample";
import type { Invoice } from "./schema";

const seller = companySample;
const rules = (xml: string) => efacturaViolations(xml, CIUS_RO);
const noteFor = (invoice: Invoice, quantities: { line: number; quantity: number }[]): CreditNote => ({
  id: "CN-2026-001",
  invoiceId: invoice.id,
  issueDate: "2026-11-27",
  reason: "Returned",
  taxRate: invoice.taxRate,
  createdBy: "Elena Ionescu",
  createdAt: "2026-11-27T10:00:00.000Z",
  ...creditNoteFigures(invoice, quantities),
});
const romanian = invoiceSample.find((i) => i.clientCountry === "RO" && i.status !== "Draft")!;
const german = invoiceSample.find((i) => i.clientCountry === "DE")!;

describe("e-Factura (UBL 2.1, CIUS-RO)", () => {
  it("writes every sample invoice so that it keeps the rules: Romanian clients at 21%, EU businesses exempt (K)", () => {
    for (const invoice of invoiceSample) {
      const xml = efacturaXml({ kind: "invoice", invoice, seller });
      expect(rules(xml), invoice.id).toEqual([]);
      expect(xml).toContain(`<cbc:CustomizationID>${CIUS_RO}</cbc:CustomizationID>`);
    }
    const supply = efacturaXml({ kind: "invoice", invoice: german, seller });
    expect(supply).toContain("<cbc:ID>K</cbc:ID>");
    expect(supply).toContain("<cbc:TaxExemptionReasonCode>VATEX-EU-IC</cbc:TaxExemptionReasonCode>");
    expect(supply).toContain(`<cbc:CompanyID>${german.clientTaxCode}</cbc:CompanyID>`);
    // Where and when the goods went.
    expect(supply).toMatch(
      /<cbc:ActualDeliveryDate>\d{4}-\d{2}-\d{2}<\/cbc:ActualDeliveryDate>\s*<cac:DeliveryLocation>\s*<cac:Address>\s*<cac:Country>\s*<cbc:IdentificationCode>DE</,
    );
    // Services to an EU business: reverse charge (AE).
    const services = efacturaXml({ kind: "invoice", invoice: { ...german, vatCategory: "reverseCharge" }, seller });
    expect(rules(services)).toEqual([]);
    expect(services).toContain("<cbc:TaxExemptionReasonCode>VATEX-EU-AE</cbc:TaxExemptionReasonCode>");
  });

  it("states the figures of the invoice: totals, 21% VAT, and the VAT in lei at its exchange rate", () => {
    const invoice: Invoice = {
      ...romanian,
      items: [{ description: "Service visit", quantity: 7.5, unit: "hour", unitPrice: 85.5, total: 641.25 }],
      taxRate: 21,
      exchangeRate: 5.0912,
      ...invoiceTotals([{ quantity: 7.5, unitPrice: 85.5 }], 21),
    };
    const xml = efacturaXml({ kind: "invoice", invoice, seller });
    expect(rules(xml)).toEqual([]);
    // 641.25 at 21%: 134.66 VAT, 775.91 due; 134.66 × 5.0912 = 685.58 lei.
    for (const expected of [
      '<cbc:InvoicedQuantity unitCode="HUR">7.5</cbc:InvoicedQuantity>',
      '<cbc:TaxableAmount currencyID="EUR">641.25</cbc:TaxableAmount>',
      '<cbc:TaxAmount currencyID="EUR">134.66</cbc:TaxAmount>',
      '<cbc:PayableAmount currencyID="EUR">775.91</cbc:PayableAmount>',
      '<cbc:TaxAmount currencyID="RON">685.58</cbc:TaxAmount>',
      "<cbc:TaxCurrencyCode>RON</cbc:TaxCurrencyCode>",
      "<cbc:Percent>21</cbc:Percent>",
      `<cbc:CompanyID>RO${seller.taxCode}</cbc:CompanyID>`,
      "<cbc:CountrySubentity>RO-NT</cbc:CountrySubentity>",
    ])
      expect(xml).toContain(expected);
  });

  it("writes a credit note (381) naming its invoice, its lines credited, for a Romanian and an EU client", () => {
    for (const invoice of [romanian, german]) {
      const note = noteFor(invoice, [{ line: 0, quantity: Math.min(1, invoice.items[0]!.quantity) }]);
      const xml = efacturaXml({ kind: "creditNote", invoice, note, seller });
      expect(rules(xml), invoice.id).toEqual([]);
      expect(xml).toContain("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
      expect(xml).toContain(`<cbc:ID>${invoice.invoiceNumber}</cbc:ID>`);
      expect(xml).toContain(`<cbc:PayableAmount currencyID="EUR">${note.totalAmount.toFixed(2)}</cbc:PayableAmount>`);
    }
  });

  it("exports outside the EU as exempt (G), with the reason", () => {
    const swiss: Invoice = {
      ...german,
      clientCountry: "CH",
      clientTaxCode: "CHE-123.456.789",
      clientAddress: "Bahnhofstrasse 1, 8001 Zürich",
      vatCategory: "export",
    };
    const xml = efacturaXml({ kind: "invoice", invoice: swiss, seller });
    expect(rules(xml)).toEqual([]);
    expect(xml).toContain("<cbc:TaxExemptionReasonCode>VATEX-EU-G</cbc:TaxExemptionReasonCode>");
  });

  it("names the rule a document breaks (the checks can fail)", () => {
    const xml = efacturaXml({ kind: "invoice", invoice: romanian, seller });
    const payable = /<cbc:PayableAmount currencyID="EUR">([\d.]+)</.exec(xml)![1]!;
    expect(rules(xml.replace(`>${payable}</cbc:PayableAmount>`, ">1.00</cbc:PayableAmount>"))).toContain(
      "BR-CO-16: amount due",
    );
    expect(rules(xml.replace("<cbc:TaxCurrencyCode>RON</cbc:TaxCurrencyCode>", ""))).toContain(
      "CIUS-RO: VAT in lei for a document in another currency",
    );
    expect(rules(xml.replace("RO-NT", "Neamț"))).toContain("CIUS-RO: seller's county as ISO 3166-2:RO");
    expect(
      rules(xml.replace(/<cbc:Percent>21<\/cbc:Percent>/, "<cbc:Percent>19</cbc:Percent>")).length,
    ).toBeGreaterThan(0);
    const reverse = efacturaXml({
      kind: "invoice",
      invoice: { ...german, vatCategory: "reverseCharge", clientTaxCode: "" },
      seller,
    });
    expect(rules(reverse)).toContain("BR-AE-02: the seller's and the buyer's VAT numbers");
    const supply = efacturaXml({ kind: "invoice", invoice: german, seller });
    expect(rules(supply.replace(/<cac:DeliveryLocation>[\s\S]*<\/cac:DeliveryLocation>/, ""))).toContain(
      "BR-IC-12: the country delivered to",
    );
    const swapped = xml.replace(
      /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(\s*)(<cbc:DueDate>[^<]*<\/cbc:DueDate>)/,
      "$3$2$1",
    );
    expect(rules(swapped)).toContain("UBL: IssueDate out of order in Invoice");
  });

  it("reads Romanian addresses by their postal code: county, city, Bucharest's sector", () => {
    expect(readRomanianAddress(seller.address)).toEqual({
      street: "Bulevardul Decebal 10",
      city: "Piatra-Neamț",
      postalCode: "610093",
      county: "RO-NT",
    });
    expect(readRomanianAddress("Calea Floreasca 169A, 014459 București, Sector 1")).toMatchObject({
      city: "SECTOR1",
      county: "RO-B",
    });
    expect(readRomanianAddress("Piața Unirii 1, 410100 Oradea")).toMatchObject({ city: "Oradea", county: "RO-BH" });
    expect(readRomanianAddress("Strada Fără Cod 1, Oradea")).toBeNull();
    expect(() => efacturaXml({ kind: "invoice", invoice: { ...romanian, clientAddress: "Oradea" }, seller })).toThrow(
      EfacturaRefused,
    );
  });
});
