import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../../domain/admin/demo";
import { contactStatuses } from "./schema";
import { contactSample } from "./sample";
import { contactFormSchema, contactFormValues } from "./form";

describe("contactSample", () => {
  it("has unique ids whose year is the creation year", () => {
    expect(new Set(contactSample.map((c) => c.id)).size).toBe(contactSample.length);
    for (const contact of contactSample) expect(contact.id.slice(3, 7), contact.id).toBe(contact.createdAt.slice(0, 4));
  });

  it("uses every status, with at least two active customers and two hot leads", () => {
    const count = (status: string) => contactSample.filter((c) => c.status === status).length;
    for (const status of contactStatuses) expect(count(status), status).toBeGreaterThan(0);
    expect(count("Active Customer")).toBeGreaterThanOrEqual(2);
    expect(count("Hot Lead")).toBeGreaterThanOrEqual(2);
  });

  it("dates every contact between December 2025 and DEMO_TODAY, newest first, with whole-euro values", () => {
    for (const contact of contactSample) {
      expect(contact.createdAt >= "2025-12-01" && contact.createdAt <= DEMO_TODAY, contact.id).toBe(true);
      expect(contact.lastContact >= contact.createdAt && contact.lastContact <= DEMO_TODAY, contact.id).toBe(true);
      expect(Number.isInteger(contact.value) && contact.value >= 15000 && contact.value <= 1200000, contact.id).toBe(
        true,
      );
    }
    const created = contactSample.map((c) => c.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("gives every contact its company's invoicing details, which its own form takes back as they are", () => {
    for (const contact of contactSample) {
      expect(contact.clientAddress, contact.id).not.toBe("");
      const read = contactFormSchema.safeParse(contactFormValues(contact));
      expect(read.error?.issues, contact.id).toBeUndefined();
      expect(read.data, contact.id).toMatchObject({
        clientAddress: contact.clientAddress,
        clientCountry: contact.clientCountry,
        clientTaxCode: contact.clientTaxCode,
        clientTradeRegister: contact.clientTradeRegister,
      });
    }
  });
});

describe("the contact form", () => {
  const form = contactFormValues(contactSample[0]!);
  const refused = (values: Record<string, string>) =>
    contactFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("refuses a Romanian tax code whose check digit is wrong, beside the tax code, with the other fields' errors", () => {
    expect(refused({ ...form, clientTaxCode: "RO39512082", email: "x" })).toEqual([
      ["email", "invalidEmail"],
      ["clientTaxCode", "invalidClientTaxCode"],
    ]);
    expect(refused({ ...form, clientTaxCode: "ro 3951 2081" })).toBeUndefined();
  });

  it("takes an EU VAT number by its country's prefix, and no tax code for a person", () => {
    expect(refused({ ...form, clientCountry: "DE", clientTaxCode: "DE281456390" })).toBeUndefined();
    expect(refused({ ...form, clientCountry: "DE", clientTaxCode: "FR61852147963" })).toEqual([
      ["clientTaxCode", "invalidClientTaxCode"],
    ]);
    expect(refused({ ...form, clientTaxCode: "", clientAddress: "" })).toBeUndefined();
    expect(refused({ ...form, clientCountry: "XX" })).toEqual([["clientCountry", "invalidChoice"]]);
  });
});
