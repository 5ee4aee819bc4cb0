import { create } from "xmlbuilder2";

/** The customisation identifier of e-Factura: EN 16931 under CIUS-RO 1.0.1. */
export const CIUS_RO = "urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1";

/**
 * The rules of EN 16931 and of its Romanian use (CIUS-RO) that an e-Factura of ours must keep,
 * checked on the XML itself (read back, not on the figures it was written from): the totals and
 * the VAT breakdown add up, each VAT category carries what it must (the parties' VAT numbers, the
 * reason for no VAT), the VAT in lei is stated for a euro document, Romanian addresses name their
 * county and Bucharest's sector, texts stay within CIUS-RO's lengths, and the elements come in
 * the order of the UBL 2.1 schema's sequences. Each violation is named by the rule's identifier.
 */

type El = {
  localName: string;
  textContent: string | null;
  childNodes: ArrayLike<{ nodeType: number }>;
  getAttribute(name: string): string | null;
};

const elements = (el: El): El[] =>
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- element nodes (type 1) of the parsed document
  Array.from(el.childNodes).filter((n) => n.nodeType === 1) as unknown as El[];
const all = (el: El | undefined, name: string): El[] => (el ? elements(el).filter((c) => c.localName === name) : []);
const one = (el: El | undefined, path: string): El | undefined => {
  let at = el;
  for (const name of path.split("/")) at = at && all(at, name)[0];
  return at;
};
const text = (el: El | undefined, path: string) => one(el, path)?.textContent?.trim() ?? "";
const num = (el: El | undefined, path: string) => Number(text(el, path));
const cents = (n: number) => Math.round(n * 100);

/**
 * The part of an invoice's and a credit note's sequence (UBL 2.1) the two share: from the note to
 * the totals, between the type code (and an invoice's due date) and the lines.
 */
const DOCUMENT_BODY = [
  "Note",
  "DocumentCurrencyCode",
  "TaxCurrencyCode",
  "BillingReference",
  "AccountingSupplierParty",
  "AccountingCustomerParty",
  "Delivery",
  "PaymentMeans",
  "TaxTotal",
  "LegalMonetaryTotal",
];

/** The order of the UBL 2.1 schema's sequences, for the elements our documents use. */
const SEQUENCES: Record<string, string[]> = {
  Invoice: ["CustomizationID", "ID", "IssueDate", "DueDate", "InvoiceTypeCode", ...DOCUMENT_BODY, "InvoiceLine"],
  CreditNote: ["CustomizationID", "ID", "IssueDate", "CreditNoteTypeCode", ...DOCUMENT_BODY, "CreditNoteLine"],
  Party: ["PostalAddress", "PartyTaxScheme", "PartyLegalEntity", "Contact"],
  PostalAddress: ["StreetName", "CityName", "PostalZone", "CountrySubentity", "Country"],
  Contact: ["Telephone", "ElectronicMail"],
  TaxSubtotal: ["TaxableAmount", "TaxAmount", "TaxCategory"],
  TaxCategory: ["ID", "Percent", "TaxExemptionReasonCode", "TaxExemptionReason", "TaxScheme"],
  ClassifiedTaxCategory: ["ID", "Percent", "TaxScheme"],
  LegalMonetaryTotal: ["LineExtensionAmount", "TaxExclusiveAmount", "TaxInclusiveAmount", "PayableAmount"],
  InvoiceLine: ["ID", "InvoicedQuantity", "LineExtensionAmount", "Item", "Price"],
  CreditNoteLine: ["ID", "CreditedQuantity", "LineExtensionAmount", "Item", "Price"],
  Item: ["Description", "Name", "ClassifiedTaxCategory"],
  PaymentMeans: ["PaymentMeansCode", "PaymentID", "PayeeFinancialAccount"],
  Delivery: ["ActualDeliveryDate", "DeliveryLocation"],
  DeliveryLocation: ["Address"],
  Address: ["Country"],
};

function orderViolations(el: El, out: string[]) {
  const sequence = SEQUENCES[el.localName];
  if (sequence) {
    let last = -1;
    for (const child of elements(el)) {
      const at = sequence.indexOf(child.localName);
      if (at === -1) out.push(`UBL: ${el.localName} does not take ${child.localName}`);
      else if (at < last) out.push(`UBL: ${child.localName} out of order in ${el.localName}`);
      else last = at;
    }
  }
  for (const child of elements(el)) orderViolations(child, out);
}

/** ISO 3166-2:RO county codes, Bucharest (B) among them. */
const RO_COUNTIES =
  /^RO-(AB|AR|AG|B|BC|BH|BN|BT|BV|BR|BZ|CS|CL|CJ|CT|CV|DB|DJ|GL|GR|GJ|HR|HD|IL|IS|IF|MM|MH|MS|NT|OT|PH|SM|SJ|SB|SV|TR|TM|TL|VS|VL|VN)$/;

/** The rules our e-Factura documents must keep that this one breaks; none when it keeps them all. */
export function efacturaViolations(xml: string, customization: string): string[] {
  const out: string[] = [];
  const check = (ok: boolean, rule: string) => {
    if (!ok) out.push(rule);
  };
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the parsed document's root element
  const root = create(xml).root().node as unknown as El;
  const credit = root.localName === "CreditNote";
  check(root.localName === "Invoice" || credit, "UBL: root is Invoice or CreditNote");
  orderViolations(root, out);
  const currency = text(root, "DocumentCurrencyCode");
  check(text(root, "CustomizationID") === customization, "BR-01 / CIUS-RO: specification identifier");
  check(/\d/.test(text(root, "ID")), "BR-02 / BR-RO-010: a document number with a digit");
  check(/^\d{4}-\d{2}-\d{2}$/.test(text(root, "IssueDate")), "BR-03: issue date");
  check(text(root, credit ? "CreditNoteTypeCode" : "InvoiceTypeCode") === (credit ? "381" : "380"), "BR-04: type code");
  check(/^[A-Z]{3}$/.test(currency), "BR-05: currency");
  for (const note of all(root, "Note"))
    check((note.textContent ?? "").length <= 300, "CIUS-RO: a note of 300 characters at most");
  if (credit)
    check(!!text(root, "BillingReference/InvoiceDocumentReference/ID"), "CIUS-RO: a credit note names its invoice");

  const seller = one(root, "AccountingSupplierParty/Party");
  const buyer = one(root, "AccountingCustomerParty/Party");
  check(!!text(seller, "PartyLegalEntity/RegistrationName"), "BR-06: seller's name");
  check(!!text(buyer, "PartyLegalEntity/RegistrationName"), "BR-07: buyer's name");
  for (const [who, party] of [
    ["seller", seller],
    ["buyer", buyer],
  ] as const) {
    const country = text(party, "PostalAddress/Country/IdentificationCode");
    check(/^[A-Z]{2}$/.test(country), `BR-09/BR-11: ${who}'s country`);
    check(!!text(party, "PostalAddress/StreetName"), `CIUS-RO: ${who}'s street`);
    check(!!text(party, "PostalAddress/CityName"), `CIUS-RO: ${who}'s city`);
    check(text(party, "PostalAddress/CityName").length <= 50, `BR-RO-L050: ${who}'s city of 50 characters at most`);
    check(
      text(party, "PostalAddress/StreetName").length <= 150,
      `BR-RO-L150: ${who}'s street of 150 characters at most`,
    );
    if (country === "RO") {
      const county = text(party, "PostalAddress/CountrySubentity");
      check(RO_COUNTIES.test(county), `CIUS-RO: ${who}'s county as ISO 3166-2:RO`);
      if (county === "RO-B")
        check(/^SECTOR[1-6]$/.test(text(party, "PostalAddress/CityName")), `CIUS-RO: ${who}'s Bucharest sector`);
    }
  }
  const sellerVat = text(seller, "PartyTaxScheme/CompanyID");
  const buyerVat = text(buyer, "PartyTaxScheme/CompanyID");
  check(!!buyerVat || !!text(buyer, "PartyLegalEntity/CompanyID"), "BR-RO-120: the buyer's identifier");
  if (text(seller, "PostalAddress/Country/IdentificationCode") === "RO" && sellerVat)
    check(/^RO\d{2,10}$/.test(sellerVat), "CIUS-RO: a Romanian seller's VAT number is RO and its CUI");

  // Amounts are in the document's currency, but the VAT in the accounting currency (lei).
  const taxCurrency = text(root, "TaxCurrencyCode");
  const taxTotals = all(root, "TaxTotal");
  const main = taxTotals.find((t) => one(t, "TaxAmount")?.getAttribute("currencyID") === currency);
  check(!!main, "BR-CO-18: a VAT breakdown in the document's currency");
  if (taxCurrency && taxCurrency !== currency)
    check(
      taxTotals.some(
        (t) => one(t, "TaxAmount")?.getAttribute("currencyID") === taxCurrency && !all(t, "TaxSubtotal").length,
      ),
      "BR-53: the VAT total in the accounting currency",
    );
  if (currency !== "RON") check(taxCurrency === "RON", "CIUS-RO: VAT in lei for a document in another currency");

  const lines = all(root, credit ? "CreditNoteLine" : "InvoiceLine");
  check(lines.length > 0, "BR-16: at least one line");
  let lineSum = 0;
  const byCategory = new Map<string, number>();
  for (const line of lines) {
    const quantity = one(line, credit ? "CreditedQuantity" : "InvoicedQuantity");
    check(!!text(line, "ID"), "BR-21: line identifier");
    check(!!quantity && Number.isFinite(Number(quantity.textContent)), "BR-22: line quantity");
    check(!!quantity?.getAttribute("unitCode"), "BR-23: line unit");
    const net = num(line, "LineExtensionAmount");
    check(Number.isFinite(net), "BR-24: line net amount");
    const name = text(line, "Item/Name");
    check(!!name, "BR-25: item name");
    check(name.length <= 100, "CIUS-RO: an item name of 100 characters at most");
    check(text(line, "Item/Description").length <= 200, "BR-RO-L200: an item description of 200 characters at most");
    check(num(line, "Price/PriceAmount") >= 0, "BR-26/BR-27: item price, not negative");
    check(
      cents(num(line, "Price/PriceAmount") * Number(quantity?.textContent)) === cents(net),
      "line net = quantity × price",
    );
    const category = `${text(line, "Item/ClassifiedTaxCategory/ID")}:${Number(text(line, "Item/ClassifiedTaxCategory/Percent"))}`;
    byCategory.set(category, (byCategory.get(category) ?? 0) + cents(net));
    lineSum += cents(net);
  }
  const totals = one(root, "LegalMonetaryTotal");
  check(lineSum === cents(num(totals, "LineExtensionAmount")), "BR-CO-10: line nets add up to the lines' total");
  check(
    cents(num(totals, "TaxExclusiveAmount")) === cents(num(totals, "LineExtensionAmount")),
    "BR-CO-13: total without VAT",
  );
  const vat = num(main, "TaxAmount");
  check(
    cents(num(totals, "TaxInclusiveAmount")) === cents(num(totals, "TaxExclusiveAmount")) + cents(vat),
    "BR-CO-15: total with VAT",
  );
  check(cents(num(totals, "PayableAmount")) === cents(num(totals, "TaxInclusiveAmount")), "BR-CO-16: amount due");

  const subtotals = all(main, "TaxSubtotal");
  check(
    subtotals.reduce((sum, s) => sum + cents(num(s, "TaxAmount")), 0) === cents(vat),
    "BR-CO-14: the VAT breakdown adds up to the VAT total",
  );
  check(subtotals.length === byCategory.size, "BR-CO-18: one breakdown per VAT category and rate of the lines");
  for (const subtotal of subtotals) {
    const code = text(subtotal, "TaxCategory/ID");
    const percent = Number(text(subtotal, "TaxCategory/Percent"));
    const taxable = num(subtotal, "TaxableAmount");
    check(byCategory.get(`${code}:${percent}`) === cents(taxable), `BR-${code}-08: taxable amount of the lines`);
    check(
      cents(num(subtotal, "TaxAmount")) === Math.round((cents(taxable) * percent) / 100),
      `BR-CO-17: VAT at the rate`,
    );
    const reason =
      text(subtotal, "TaxCategory/TaxExemptionReasonCode") || text(subtotal, "TaxCategory/TaxExemptionReason");
    if (code === "S") {
      check(percent > 0, "BR-S-05: a standard rate above zero");
      check(!!sellerVat, "BR-S-02: the seller's VAT number");
      check(!reason, "BR-S-10: no exemption reason");
    } else if (code === "AE") {
      check(percent === 0, "BR-AE-05: reverse charge at 0%");
      check(!!sellerVat && !!buyerVat, "BR-AE-02: the seller's and the buyer's VAT numbers");
      check(/^VATEX-EU-AE$/.test(text(subtotal, "TaxCategory/TaxExemptionReasonCode")) || !!reason, "BR-AE-10: why");
    } else if (code === "K") {
      check(percent === 0, "BR-IC-05: an intra-Community supply at 0%");
      check(!!sellerVat && !!buyerVat, "BR-IC-02: the seller's and the buyer's VAT numbers");
      check(!!reason, "BR-IC-10: why");
      check(/^\d{4}-\d{2}-\d{2}$/.test(text(root, "Delivery/ActualDeliveryDate")), "BR-IC-11: the delivery date");
      check(
        /^[A-Z]{2}$/.test(text(root, "Delivery/DeliveryLocation/Address/Country/IdentificationCode")),
        "BR-IC-12: the country delivered to",
      );
    } else if (code === "G") {
      check(percent === 0, "BR-G-05: export at 0%");
      check(!!sellerVat, "BR-G-02: the seller's VAT number");
      check(!!reason, "BR-G-10: why");
    } else if (code === "O") {
      check(!text(subtotal, "TaxCategory/Percent"), "BR-O-11: no rate in the breakdown");
      check(
        lines.every((line) => !text(line, "Item/ClassifiedTaxCategory/Percent")),
        "BR-O-05: no rate on a line",
      );
      check(!sellerVat && !buyerVat, "BR-O-02: no VAT identifier of the seller or the buyer");
      check(cents(num(subtotal, "TaxAmount")) === 0, "BR-O-09: no VAT");
      check(!!reason, "BR-O-10: why");
    } else out.push(`VAT category ${code} not one of ours`);
  }
  return out;
}
