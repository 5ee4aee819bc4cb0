import { describe, expect, it } from "vitest";
import { invoiceVatRate, lineRowsOf, readInvoiceForm, typedLinesTotals } from "./create";

const client = {
  clientName: "Rezidențial Nord SRL",
  clientEmail: "facturi@rezidential.ro",
  clientAddress: "Strada Nordului 12, Piatra-Neamț",
  clientCountry: "RO",
  clientTaxCode: "RO35127849",
  clientTradeRegister: "J27/118/2019",
  language: "ro",
  description: "",
  issueDate: "2026-11-25",
  dueDate: "2026-12-25",
  exchangeRate: "5,0912",
  exchangeRateDate: "2026-11-24",
};
/** What the client's taxation reads as. */
const rateRead = { exchangeRate: 5.0912, exchangeRateDate: "2026-11-24", vatCategory: "standard" };

type TypedLine = { description?: string; quantity?: string; unit?: string; unitPrice?: string };
/** The form's fields of the lines typed in it, by row number: `items.0.description` and so on. */
const typedLines = (rows: Record<number, TypedLine>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(rows).flatMap(([row, line]) =>
      Object.entries(line).map(([field, value]) => [`items.${row}.${field}`, value]),
    ),
  );

describe("the new-invoice form", () => {
  it("reads the filled lines (skipping empty rows, a decimal comma allowed) into an invoice", () => {
    const read = readInvoiceForm({
      ...client,
      ...typedLines({
        0: { description: "Platform P1", quantity: "2", unitPrice: "12 500,50" },
        2: { description: "Installation", quantity: "1", unitPrice: "3000" },
      }),
      rows: "3",
    });
    expect(read).toEqual({
      ok: true,
      invoice: {
        ...client,
        ...rateRead,
        items: [
          { description: "Platform P1", quantity: 2, unit: "piece", unitPrice: 12500.5 },
          { description: "Installation", quantity: 1, unit: "piece", unitPrice: 3000 },
        ],
      },
    });
  });

  it("bills a quantity to the thousandth in its unit (7.5 hours), each line's total to the cent", () => {
    const read = readInvoiceForm({
      ...client,
      ...typedLines({
        0: { description: "Service visit", quantity: "7,5", unit: "hour", unitPrice: "85.50" },
        1: { description: "Cable", quantity: "12.345", unit: "metre", unitPrice: "10.01" },
      }),
    });
    expect(read.ok && read.invoice.items).toEqual([
      { description: "Service visit", quantity: 7.5, unit: "hour", unitPrice: 85.5 },
      { description: "Cable", quantity: 12.345, unit: "metre", unitPrice: 10.01 },
    ]);
    // 641.25 + 123.57 (123.573 45 to the cent) = 764.82.
    expect(
      typedLinesTotals({
        ...client,
        ...typedLines({
          0: { description: "a", quantity: "7,5", unitPrice: "85.50" },
          1: { description: "b", quantity: "12.345", unitPrice: "10.01" },
        }),
      }).amount,
    ).toBe(764.82);
  });

  it("names each refused field by its input, on the row it was typed in", () => {
    const read = readInvoiceForm({
      ...client,
      clientEmail: "not-an-address",
      dueDate: "2026-11-01",
      // A thousandth is the finest quantity: 7.5 hours are billed, 1.2345 pieces are not.
      ...typedLines({ 1: { description: "Maintenance", quantity: "1.2345", unitPrice: "abc" } }),
    });
    expect(read).toEqual({
      ok: false,
      errors: {
        clientEmail: "invalidEmail",
        dueDate: "dueBeforeIssue",
        "items.1.quantity": "invalidQuantity",
        "items.1.unitPrice": "invalidUnitPrice",
      },
    });
    // 2,000 metres of cable is a quantity; a line of 2,000 at 10,000,000 € is past what one line may come to.
    const cable = { ...client, "items.0.description": "Cable", "items.0.unit": "metre" };
    expect(readInvoiceForm({ ...cable, "items.0.quantity": "2000", "items.0.unitPrice": "3.46" }).ok).toBe(true);
    expect(readInvoiceForm({ ...cable, "items.0.quantity": "2000", "items.0.unitPrice": "10000000" })).toEqual({
      ok: false,
      errors: { "items.0.unitPrice": "lineTooLarge" },
    });
  });

  it("checks the client's tax code against its country: a CUI's check digit, an EU VAT number's prefix", () => {
    const line = { "items.0.description": "Survey", "items.0.quantity": "1", "items.0.unitPrice": "900" };
    const refused = (over: Record<string, string>) => readInvoiceForm({ ...client, ...line, ...over });
    expect(refused({ clientTaxCode: "RO35127848" })).toEqual({
      ok: false,
      errors: { clientTaxCode: "invalidClientTaxCode" },
    });
    expect(refused({ clientCountry: "AT", clientTaxCode: "DE281456390" })).toEqual({
      ok: false,
      errors: { clientTaxCode: "invalidClientTaxCode" },
    });
    const austrian = refused({ clientCountry: "AT", clientTaxCode: "atu 6942 1577" });
    expect(austrian.ok && austrian.invoice.clientTaxCode).toBe("ATU69421577");
    // A person has no tax code.
    expect(refused({ clientTaxCode: "" }).ok).toBe(true);
  });

  it("asks for a line when none is filled, and refuses a missing client and dates", () => {
    const read = readInvoiceForm({ clientName: " ", clientEmail: "", issueDate: "", dueDate: "" });
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.errors).toMatchObject({
        clientName: "required",
        clientAddress: "required",
        issueDate: "invalidDate",
        dueDate: "invalidDate",
        items: "lineRequired",
      });
  });

  it("refuses a twenty-first line with a message beside it and above the lines, never dropping it", () => {
    const lines: Record<string, string> = {};
    for (let row = 0; row < 21; row++) {
      lines[`items.${row}.description`] = `Line ${row + 1}`;
      lines[`items.${row}.quantity`] = "1";
      lines[`items.${row}.unitPrice`] = "10";
    }
    const read = readInvoiceForm({ ...client, ...lines });
    expect(read).toEqual({ ok: false, errors: { items: "tooManyLines", "items.20.description": "tooManyLines" } });
    // The form shows it again, with what was typed in it.
    expect(lineRowsOf({ ...lines, rows: "20" })).toBe(21);
    // Twenty lines are an invoice; a line at any row number counts (none is skipped for being far down).
    const { ["items.20.description"]: _d, ["items.20.quantity"]: _q, ["items.20.unitPrice"]: _p, ...twenty } = lines;
    expect(readInvoiceForm({ ...client, ...twenty }).ok).toBe(true);
    const far = readInvoiceForm({ ...client, ...twenty, "items.500.description": "Far", "items.500.quantity": "1" });
    expect(far).toMatchObject({
      ok: false,
      errors: { items: "tooManyLines", "items.500.description": "tooManyLines" },
    });
  });

  it("refuses a line whose quantity or unit price is past its range, so no invoice overflows what is stored", () => {
    const read = readInvoiceForm({
      ...client,
      ...typedLines({
        0: { description: "Platform", quantity: "1000001", unitPrice: "100000000" },
        1: { description: "Lift", quantity: "0x10", unitPrice: "1e3" },
      }),
    });
    expect(read).toEqual({
      ok: false,
      errors: {
        "items.0.quantity": "invalidQuantity",
        "items.0.unitPrice": "invalidUnitPrice",
        "items.1.quantity": "invalidQuantity",
        "items.1.unitPrice": "invalidUnitPrice",
      },
    });
  });

  it("shows three rows at first, every filled row, and one more after Add a line (twenty at most)", () => {
    expect(lineRowsOf({})).toBe(3);
    expect(lineRowsOf({ "items.5.description": "x" })).toBe(6);
    expect(lineRowsOf({ rows: "4" })).toBe(4);
    expect(lineRowsOf({ rows: "40" })).toBe(20);
  });

  it("keeps a running total of what is typed, counting a line that is not a number yet as nothing", () => {
    const lines = {
      "items.0.quantity": "3",
      "items.0.unitPrice": "100.10",
      "items.1.quantity": "2",
      "items.1.unitPrice": "",
    };
    // At the rate of the delivery day: 19% up to 31 July 2025, 21% from 1 August 2025.
    expect(typedLinesTotals({ ...lines, issueDate: "2025-08-10", deliveryDate: "2025-07-31" })).toEqual({
      taxRate: 19,
      amount: 300.3,
      taxAmount: 57.06,
      totalAmount: 357.36,
    });
    expect(typedLinesTotals({ ...lines, issueDate: "2025-08-01", deliveryDate: "" })).toEqual({
      taxRate: 21,
      amount: 300.3,
      taxAmount: 63.06,
      totalAmount: 363.36,
    });
  });

  it("reads an empty delivery date as none and a typed one as the day whose rate applies", () => {
    const form = {
      clientName: "Max Parking SRL",
      clientEmail: "facturi@max.ro",
      clientAddress: "Strada Maxim 1, Iași",
      exchangeRate: "5,0912",
      exchangeRateDate: "2025-08-04",
      language: "ro",
      description: "",
      issueDate: "2025-08-05",
      dueDate: "2025-09-04",
      ...typedLines({ 0: { description: "Platform", quantity: "1", unitPrice: "1000" } }),
    };
    const without = readInvoiceForm({ ...form, deliveryDate: "" });
    expect(without.ok && without.invoice.deliveryDate).toBeUndefined();
    const delivered = readInvoiceForm({ ...form, deliveryDate: "2025-07-30", exchangeRateDate: "2025-07-29" });
    expect(delivered.ok && invoiceVatRate(delivered.invoice)).toBe(19);
    expect(readInvoiceForm({ ...form, deliveryDate: "2025-02-30" })).toMatchObject({
      ok: false,
      errors: { deliveryDate: "invalidDate" },
    });
  });

  it("taxes a business elsewhere in the EU by reverse charge and exports at 0%, each only for its clients", () => {
    const line = { "items.0.description": "Platform", "items.0.quantity": "1", "items.0.unitPrice": "1000" };
    const german = { ...client, ...line, clientCountry: "DE", clientTaxCode: "DE281456390" };
    const reverse = readInvoiceForm({ ...german, vatCategory: "reverseCharge" });
    expect(reverse.ok && reverse.invoice.vatCategory).toBe("reverseCharge");
    expect(reverse.ok && invoiceVatRate(reverse.invoice)).toBe(0);
    expect(typedLinesTotals({ ...german, vatCategory: "reverseCharge" })).toMatchObject({ taxRate: 0, taxAmount: 0 });
    // Reverse charge needs a VAT number of another member state; a Romanian client or none is refused.
    for (const wrong of [
      { ...german, clientTaxCode: "" },
      { ...client, ...line },
    ])
      expect(readInvoiceForm({ ...wrong, vatCategory: "reverseCharge" })).toMatchObject({
        ok: false,
        errors: { vatCategory: "reverseChargeNeedsEuVat" },
      });
    // Export is for a client outside the EU.
    const swiss = { ...client, ...line, clientCountry: "CH", clientTaxCode: "CHE-123.456.789" };
    const exported = readInvoiceForm({ ...swiss, vatCategory: "export" });
    expect(exported.ok && invoiceVatRate(exported.invoice)).toBe(0);
    expect(readInvoiceForm({ ...german, vatCategory: "export" })).toMatchObject({
      ok: false,
      errors: { vatCategory: "exportOutsideEu" },
    });
    // Said together with another field's error, so nothing is fixed twice.
    expect(
      readInvoiceForm({ ...german, clientTaxCode: "", clientEmail: "x", vatCategory: "reverseCharge" }),
    ).toMatchObject({
      ok: false,
      errors: { vatCategory: "reverseChargeNeedsEuVat", clientEmail: "invalidEmail" },
    });
    // The reduced rate of the delivery day: 9% before 1 August 2025, 11% from it.
    expect(invoiceVatRate({ issueDate: "2025-07-31", vatCategory: "reduced" })).toBe(9);
    expect(invoiceVatRate({ issueDate: "2025-08-01", vatCategory: "reduced" })).toBe(11);
  });

  it("asks for the exchange rate (four decimals at most) of the day VAT became due, or of the days just before", () => {
    const line = { "items.0.description": "Platform", "items.0.quantity": "1", "items.0.unitPrice": "1000" };
    expect(readInvoiceForm({ ...client, ...line, exchangeRate: "", exchangeRateDate: "" })).toEqual({
      ok: false,
      errors: { exchangeRate: "required", exchangeRateDate: "required" },
    });
    for (const typed of ["5,09125", "abc", "0", "-5", "1e1", "5.1.2"])
      expect(readInvoiceForm({ ...client, ...line, exchangeRate: typed }), typed).toMatchObject({
        ok: false,
        errors: { exchangeRate: "invalidExchangeRate" },
      });
    const read = readInvoiceForm({ ...client, ...line, exchangeRate: "5.1127" });
    expect(read.ok && read.invoice.exchangeRate).toBe(5.1127);
    const refused = { ok: false, errors: { exchangeRateDate: "rateNotOfChargeableDay" } };
    // After the issue day; more than ten days before it.
    expect(readInvoiceForm({ ...client, ...line, exchangeRateDate: "2026-11-26" })).toMatchObject(refused);
    expect(readInvoiceForm({ ...client, ...line, exchangeRateDate: "2026-11-14" })).toMatchObject(refused);
    expect(readInvoiceForm({ ...client, ...line, exchangeRateDate: "2026-11-15" }).ok).toBe(true);
    // Delivered in August 2025, invoiced in November 2026: the rate of August 2025, not of November.
    const late = { ...client, ...line, deliveryDate: "2025-08-05" };
    expect(readInvoiceForm({ ...late, exchangeRateDate: "2026-11-24" })).toMatchObject(refused);
    expect(readInvoiceForm({ ...late, exchangeRateDate: "2025-08-04" }).ok).toBe(true);
  });
});
