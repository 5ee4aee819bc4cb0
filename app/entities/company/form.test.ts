import { describe, expect, it } from "vitest";
import { companyFormValues, readCompanyForm } from "./form";

const filled = {
  legalName: "Autoparc Systems SRL",
  taxCode: "ro 14399840",
  vatPayer: "yes",
  vatOnCollection: "no",
  tradeRegister: "J27/412/2000",
  address: "Bulevardul Decebal 10\n610093 Piatra-Neamț",
  shareCapital: "",
  paymentTermDays: "30",
  invoiceSeries: " aps ",
  "accounts.0.iban": "ro24 btrl ronc rt00 0000 0001",
  "accounts.0.bank": "Banca Transilvania",
  "accounts.0.currency": "RON",
  // A row the form offers, left empty but for its currency select.
  "accounts.1.iban": "",
  "accounts.1.bank": "",
  "accounts.1.currency": "RON",
};

describe("the company's details form", () => {
  it("shows the tax code with RO exactly when the company is VAT-registered, however it was typed", () => {
    const read = readCompanyForm({ ...filled, taxCode: "14399840", vatPayer: "no" });
    expect(read.ok && read.value.taxCode).toBe("14399840");
    if (!read.ok) return;
    expect(companyFormValues(read.value).taxCode).toBe("14399840");
    expect(companyFormValues({ ...read.value, vatPayer: true }).taxCode).toBe("RO14399840");
  });

  it("reads the details, normalises the tax code and IBAN, and skips a row left empty", () => {
    expect(readCompanyForm(filled)).toEqual({
      ok: true,
      value: {
        legalName: "Autoparc Systems SRL",
        taxCode: "14399840",
        vatPayer: true,
        vatOnCollection: false,
        tradeRegister: "J27/412/2000",
        address: "Bulevardul Decebal 10\n610093 Piatra-Neamț",
        shareCapital: null,
        paymentTermDays: 30,
        invoiceSeries: "APS",
        bankAccounts: [{ iban: "RO24BTRLRONCRT0000000001", bank: "Banca Transilvania", currency: "RON" }],
      },
    });
  });

  it("names each refused field by its input, a bank account's by its row", () => {
    const read = readCompanyForm({
      ...filled,
      taxCode: "RO14399841",
      paymentTermDays: "400",
      "accounts.1.iban": "RO24 BTRL RONC RT00 0000 0002",
      "accounts.1.bank": "ING",
    });
    expect(read).toEqual({
      ok: false,
      errors: { taxCode: "invalidTaxCode", paymentTermDays: "invalidPaymentTerm", "accounts.1.iban": "invalidIban" },
    });
  });

  it("asks for at least one bank account", () => {
    const read = readCompanyForm({ ...filled, "accounts.0.iban": "", "accounts.0.bank": "" });
    expect(read).toEqual({ ok: false, errors: { "accounts.0.iban": "bankAccountRequired" } });
  });

  it("takes an invoice series of two to five letters, in capitals", () => {
    for (const wrong of ["A", "ABCDEF", "A1", "A-B", ""])
      expect(readCompanyForm({ ...filled, invoiceSeries: wrong }), wrong).toMatchObject({
        ok: false,
        errors: { invoiceSeries: "invalidSeries" },
      });
    const read = readCompanyForm({ ...filled, invoiceSeries: "apsr" });
    expect(read.ok && read.value.invoiceSeries).toBe("APSR");
  });

  it("refuses a trade register number in neither form, an address without its postal code, VAT on collection without VAT, share capital that is not lei", () => {
    const read = readCompanyForm({
      ...filled,
      tradeRegister: "abc",
      address: "Str. Fără Cod 1, Piatra-Neamț",
      vatPayer: "no",
      vatOnCollection: "yes",
      shareCapital: "lots",
    });
    expect(read).toEqual({
      ok: false,
      errors: {
        tradeRegister: "invalidTradeRegister",
        address: "addressNeedsPostalCode",
        shareCapital: "invalidShareCapital",
        vatOnCollection: "vatOnCollectionNeedsVat",
      },
    });
    for (const tradeRegister of ["J27/412/2000", "j40/1234/2015", "J2015001234400", "F27/9/2019", "C12/3/2001"])
      expect(readCompanyForm({ ...filled, tradeRegister }).ok, tradeRegister).toBe(true);
    for (const tradeRegister of ["J27/412", "X27/412/2000", "J2015 0012", "27/412/2000"])
      expect(readCompanyForm({ ...filled, tradeRegister }).ok, tradeRegister).toBe(false);
  });
});
