import { describe, expect, it } from "vitest";
import { isValidClientTaxId, isValidCui, isValidIban, printedIban } from "./tax-ids";

describe("Romanian tax codes (CUI/CIF)", () => {
  it("accepts codes whose last digit is the check digit, with or without RO and spaces", () => {
    // Codes whose last digit is right (14399840 is a published company code).
    for (const code of ["14399840", "RO14399840", "ro 1439 9840", "18547290", "RO1590082"])
      expect(isValidCui(code), code).toBe(true);
  });

  it("refuses a wrong check digit, letters, a leading zero and lengths outside 2 to 10 digits", () => {
    for (const code of ["14399841", "RO13125560", "1439984A", "014399840", "1", "12345678901", "", "RO"])
      expect(isValidCui(code), code).toBe(false);
  });
});

describe("IBANs", () => {
  it("accepts well-formed ones, typed with spaces or in lower case", () => {
    for (const iban of [
      "RO49AAAA1B31007593840000",
      "ro49 aaaa 1b31 0075 9384 0000",
      "DE89370400440532013000",
      "AT611904300234573201",
    ])
      expect(isValidIban(iban), iban).toBe(true);
  });

  it("refuses a wrong check, a wrong length for its country, and the old placeholder", () => {
    for (const iban of [
      "RO49AAAA1B31007593840001",
      "RO49AAAA1B3100759384000",
      "RO49 BTRL 0280 1202 K123 45XX",
      "DE89370400440532013001",
      "",
    ])
      expect(isValidIban(iban), iban).toBe(false);
  });

  it("prints in groups of four", () => {
    expect(printedIban("ro49aaaa1b31007593840000")).toBe("RO49 AAAA 1B31 0075 9384 0000");
  });
});

describe("a client's tax identifier", () => {
  it("is a checked CUI in Romania, a VAT number with its prefix in the EU, and free elsewhere", () => {
    expect(isValidClientTaxId("RO", "RO14399840")).toBe(true);
    expect(isValidClientTaxId("RO", "14399841")).toBe(false);
    expect(isValidClientTaxId("AT", "ATU12345678")).toBe(true);
    expect(isValidClientTaxId("AT", "DE123456789")).toBe(false);
    expect(isValidClientTaxId("GR", "EL123456789")).toBe(true);
    expect(isValidClientTaxId("MD", "1003600012345")).toBe(true);
    expect(isValidClientTaxId("MD", "x")).toBe(false);
  });
});
