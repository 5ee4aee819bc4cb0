import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { isEuCountry, normalIban, normalTaxCode } from "~/domain/company/tax-ids";
import { readRomanianAddress } from "~/domain/company/ro-address";
import { isZeroRated, VAT_CATEGORY_CODE } from "~/domain/vat";
import { CURRENCY } from "~/domain/admin/schema";
import type { Seller } from "../company/schema";
import { printedTaxCode } from "~/domain/company/tax-ids";
import { vatInLei } from "./rules";
import type { Invoice, InvoiceUnit } from "./schema";
import type { CreditNote } from "./credit-notes";
import { CIUS_RO } from "./efactura-rules";

/**
 * e-Factura: an issued invoice or credit note as UBL 2.1 XML under the Romanian national rules
 * (CIUS-RO) of the European e-invoicing standard EN 16931, as ANAF's RO e-Factura system takes it.
 * Written here element by element in the order the UBL 2.1 schema's sequences give, with
 * xmlbuilder2; the rules it must keep are checked by ./efactura-rules.ts.
 */
export { CIUS_RO };

const NS = {
  Invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  CreditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
};

/** UN/ECE Recommendation 20 codes of the units a line counts in. */
export const UNIT_CODE: Record<InvoiceUnit, string> = { piece: "H87", hour: "HUR", metre: "MTR", set: "SET" };

/** The reason EN 16931 asks of a category that charges no VAT: its VATEX code and the words. */
const EXEMPTION = {
  intraCommunity: {
    code: "VATEX-EU-IC",
    text: "Livrare intracomunitară scutită, art. 294 alin. (2) lit. a) Cod fiscal / Intra-Community supply",
  },
  reverseCharge: { code: "VATEX-EU-AE", text: "Taxare inversă / Reverse charge" },
  export: { code: "VATEX-EU-G", text: "Scutit cu drept de deducere, art. 294 alin. (1) lit. a) Cod fiscal / Export" },
  notSubject: { code: "VATEX-EU-O", text: "Neplătitor de TVA, art. 310 Cod fiscal / Not subject to VAT" },
} as const;

/** The longest note, item name and item description CIUS-RO takes. */
const NOTE_MAX = 300;
const ITEM_NAME_MAX = 100;
const ITEM_DESCRIPTION_MAX = 200;
/** A buyer with no identifier (a private person): what ANAF takes in place of a CNP. */
const NO_IDENTIFIER = "0000000000000";

/** Why an e-Factura cannot be written: the party whose address is missing what it needs. */
export class EfacturaRefused extends Error {
  constructor(readonly key: "sellerAddress" | "clientAddress") {
    super(key);
  }
}

const amount = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const quantity = (n: number) => String(Math.round(n * 1000) / 1000);

/** A text cut into pieces of at most `max` characters, at spaces where it can. */
function pieces(text: string, max: number): string[] {
  const out: string[] = [];
  let rest = text.replace(/\s+/g, " ").trim();
  while (rest.length > max) {
    const cut = rest.lastIndexOf(" ", max) > max / 2 ? rest.lastIndexOf(" ", max) : max;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

type Address = { street: string; city: string; postalCode?: string; county?: string; country: string };

/** A foreign address as written: the street up to its first comma, then the city (with its postal code, when one is written). */
function foreignAddress(text: string, country: string): Address | null {
  const parts = text
    .replace(/\s*\n\s*/g, ", ")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const place = parts.slice(1).join(", ");
  const postal = /\b([A-Z]{0,2}-?\d{4,6}(?:\s?[A-Z]{2})?)\b/.exec(place)?.[1];
  const city = postal ? place.replace(postal, "").replace(/^[\s,]+|[\s,]+$/g, "") : place;
  return { street: parts[0]!, city: city || place, ...(postal ? { postalCode: postal } : {}), country };
}

function addressOf(text: string, country: string): Address | null {
  if (country !== "RO") return foreignAddress(text, country);
  const read = readRomanianAddress(text);
  return read && { ...read, country: "RO" };
}

/** What e-Factura states of a document: an invoice, or a credit note with the invoice it corrects. */
export type EfacturaDocument =
  | { kind: "invoice"; invoice: Invoice; seller: Seller }
  | { kind: "creditNote"; invoice: Invoice; note: CreditNote; seller: Seller };

/** The document as e-Factura XML (UBL 2.1, CIUS-RO); refused when a party's address cannot be stated. */
export function efacturaXml(document: EfacturaDocument): string {
  const { invoice, seller } = document;
  const credit = document.kind === "creditNote" ? document.note : null;
  const root = credit ? "CreditNote" : "Invoice";
  const sellerAddress = addressOf(seller.address, "RO");
  if (!sellerAddress) throw new EfacturaRefused("sellerAddress");
  const clientAddress = addressOf(invoice.clientAddress, invoice.clientCountry);
  if (!clientAddress) throw new EfacturaRefused("clientAddress");

  const figures = credit
    ? { items: credit.items, amount: credit.amount, taxAmount: credit.taxAmount, totalAmount: credit.totalAmount }
    : invoice;
  const category = VAT_CATEGORY_CODE[invoice.vatCategory];
  const exemption = isZeroRated(invoice.vatCategory) ? EXEMPTION[invoice.vatCategory] : null;
  const currency = CURRENCY;

  const doc = create({ version: "1.0", encoding: "UTF-8" }).ele(NS[root], root, {
    "xmlns:cac": NS.cac,
    "xmlns:cbc": NS.cbc,
  });
  const cbc = (parent: XMLBuilder, name: string, text: string | number, attributes: Record<string, string> = {}) =>
    parent.ele(NS.cbc, `cbc:${name}`, attributes).txt(String(text)).up();
  const cac = (parent: XMLBuilder, name: string) => parent.ele(NS.cac, `cac:${name}`);
  const money = (parent: XMLBuilder, name: string, value: number, inCurrency: string = currency) =>
    cbc(parent, name, amount(value), { currencyID: inCurrency });
  const taxScheme = (parent: XMLBuilder) => cbc(cac(parent, "TaxScheme"), "ID", "VAT");

  cbc(doc, "CustomizationID", CIUS_RO);
  cbc(doc, "ID", credit ? credit.id : invoice.invoiceNumber);
  cbc(doc, "IssueDate", credit ? credit.issueDate : invoice.issueDate);
  if (!credit) cbc(doc, "DueDate", invoice.dueDate);
  cbc(doc, credit ? "CreditNoteTypeCode" : "InvoiceTypeCode", credit ? "381" : "380");
  const notes = [
    ...(credit ? [credit.reason] : invoice.description ? [invoice.description] : []),
    ...(seller.vatOnCollection ? ["TVA la încasare"] : []),
  ];
  for (const note of notes.flatMap((n) => pieces(n, NOTE_MAX))) cbc(doc, "Note", note);
  cbc(doc, "DocumentCurrencyCode", currency);
  // A document in euros states its VAT in lei too.
  cbc(doc, "TaxCurrencyCode", "RON");
  if (credit) {
    const reference = cac(cac(doc, "BillingReference"), "InvoiceDocumentReference");
    cbc(reference, "ID", invoice.invoiceNumber);
    cbc(reference, "IssueDate", invoice.issueDate);
  }

  const party = (role: string, write: (p: XMLBuilder) => void) => write(cac(cac(doc, role), "Party"));
  const postal = (p: XMLBuilder, address: Address) => {
    const a = cac(p, "PostalAddress");
    cbc(a, "StreetName", address.street);
    cbc(a, "CityName", address.city);
    if (address.postalCode) cbc(a, "PostalZone", address.postalCode);
    if (address.county) cbc(a, "CountrySubentity", address.county);
    cbc(cac(a, "Country"), "IdentificationCode", address.country);
  };
  party("AccountingSupplierParty", (p) => {
    postal(p, sellerAddress);
    if (seller.vatPayer) {
      const scheme = cac(p, "PartyTaxScheme");
      cbc(scheme, "CompanyID", printedTaxCode(seller));
      taxScheme(scheme);
    }
    const legal = cac(p, "PartyLegalEntity");
    cbc(legal, "RegistrationName", seller.legalName);
    cbc(legal, "CompanyID", seller.vatPayer ? seller.tradeRegister : printedTaxCode(seller));
    if (seller.phone || seller.email) {
      const contact = cac(p, "Contact");
      if (seller.phone) cbc(contact, "Telephone", seller.phone);
      if (seller.email) cbc(contact, "ElectronicMail", seller.email);
    }
  });
  party("AccountingCustomerParty", (p) => {
    postal(p, clientAddress);
    const code = normalTaxCode(invoice.clientTaxCode);
    // A VAT number (RO before a Romanian CUI, an EU state's prefix) is the buyer's VAT identifier.
    const vatNumber = invoice.clientCountry === "RO" ? code.startsWith("RO") : isEuCountry(invoice.clientCountry);
    // Not subject to VAT: no party's VAT identifier is stated (BR-O-02); the CUI stands below.
    if (code && vatNumber && category !== "O") {
      const scheme = cac(p, "PartyTaxScheme");
      cbc(scheme, "CompanyID", code);
      taxScheme(scheme);
    }
    const legal = cac(p, "PartyLegalEntity");
    cbc(legal, "RegistrationName", invoice.clientName);
    // A buyer is identified (CIUS-RO, BR-RO-120): by its CUI in Romania, its trade register number or
    // tax number elsewhere; a person without one by thirteen zeros, as ANAF takes for a private person.
    const registration = invoice.clientCountry === "RO" ? code.replace(/^RO/, "") : invoice.clientTradeRegister || code;
    cbc(legal, "CompanyID", registration || NO_IDENTIFIER);
    cbc(cac(p, "Contact"), "ElectronicMail", invoice.clientEmail);
  });
  // The delivery: its day when it is not the issue day; for an intra-Community supply always, with
  // the country the goods went to (EN 16931, BR-IC-11 and BR-IC-12).
  const intraCommunity = invoice.vatCategory === "intraCommunity";
  if (intraCommunity || (!credit && invoice.deliveryDate)) {
    const delivery = cac(doc, "Delivery");
    cbc(delivery, "ActualDeliveryDate", invoice.deliveryDate ?? invoice.issueDate);
    if (intraCommunity)
      cbc(
        cac(cac(cac(delivery, "DeliveryLocation"), "Address"), "Country"),
        "IdentificationCode",
        invoice.clientCountry,
      );
  }
  const account = seller.bankAccounts.find((a) => a.currency === currency) ?? seller.bankAccounts[0];
  if (account) {
    const means = cac(doc, "PaymentMeans");
    cbc(means, "PaymentMeansCode", "30");
    cbc(means, "PaymentID", invoice.invoiceNumber);
    const payee = cac(means, "PayeeFinancialAccount");
    cbc(payee, "ID", normalIban(account.iban));
    cbc(payee, "Name", seller.legalName);
  }

  const total = cac(doc, "TaxTotal");
  money(total, "TaxAmount", figures.taxAmount);
  const subtotal = cac(total, "TaxSubtotal");
  money(subtotal, "TaxableAmount", figures.amount);
  money(subtotal, "TaxAmount", figures.taxAmount);
  const taxCategory = cac(subtotal, "TaxCategory");
  cbc(taxCategory, "ID", category);
  // Not subject to VAT has no rate at all, not a rate of 0 (BR-O-05, BR-O-11).
  if (category !== "O") cbc(taxCategory, "Percent", invoice.taxRate);
  if (exemption) {
    cbc(taxCategory, "TaxExemptionReasonCode", exemption.code);
    cbc(taxCategory, "TaxExemptionReason", exemption.text);
  }
  taxScheme(taxCategory);
  // The VAT in lei at the invoice's exchange rate (EN 16931's BT-111).
  money(
    cac(doc, "TaxTotal"),
    "TaxAmount",
    vatInLei({ taxAmount: figures.taxAmount, exchangeRate: invoice.exchangeRate }) ?? 0,
    "RON",
  );

  const totals = cac(doc, "LegalMonetaryTotal");
  money(totals, "LineExtensionAmount", figures.amount);
  money(totals, "TaxExclusiveAmount", figures.amount);
  money(totals, "TaxInclusiveAmount", figures.totalAmount);
  money(totals, "PayableAmount", figures.totalAmount);

  figures.items.forEach((item, i) => {
    const line = cac(doc, credit ? "CreditNoteLine" : "InvoiceLine");
    cbc(line, "ID", i + 1);
    cbc(line, credit ? "CreditedQuantity" : "InvoicedQuantity", quantity(item.quantity), {
      unitCode: UNIT_CODE[item.unit],
    });
    money(line, "LineExtensionAmount", item.total);
    const product = cac(line, "Item");
    const [name = item.description] = pieces(item.description, ITEM_NAME_MAX);
    if (name !== item.description) cbc(product, "Description", pieces(item.description, ITEM_DESCRIPTION_MAX)[0]!);
    cbc(product, "Name", name);
    const classified = cac(product, "ClassifiedTaxCategory");
    cbc(classified, "ID", category);
    if (category !== "O") cbc(classified, "Percent", invoice.taxRate);
    taxScheme(classified);
    money(cac(line, "Price"), "PriceAmount", item.unitPrice);
  });
  return doc.end({ prettyPrint: true });
}

/** The file name a downloaded e-Factura gets: the document's number. */
export const efacturaName = (number: string) => `${number}-efactura.xml`;
