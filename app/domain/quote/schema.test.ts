import { describe, expect, it } from "vitest";
import { contactSchemaFor } from "../contact-message/schema";
import { fieldErrors, quoteRequestSchema } from "./schema";

const quote = {
  name: " Ana Pop ",
  email: "ana@example.ro",
  phone: "+40 (722) 000-111",
  company: "",
  projectType: "commercial",
  spaces: "120",
  message: "Tower",
};

describe("enquiry form schemas (the same in the browser and on the server)", () => {
  it("accepts a complete quote request, trimming and converting", () => {
    expect(quoteRequestSchema.parse(quote)).toEqual({
      name: "Ana Pop",
      email: "ana@example.ro",
      phone: "+40 (722) 000-111",
      company: null,
      projectType: "commercial",
      spaces: 120,
      message: "Tower",
    });
  });
  it("names each field's first problem with a translation code", () => {
    const result = quoteRequestSchema.safeParse({
      ...quote,
      name: "  ",
      email: "ana@",
      phone: "call me",
      projectType: "castle",
      spaces: "0.5",
      message: "",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues)).toEqual({
      name: "required",
      email: "invalidEmail",
      phone: "invalidPhone",
      projectType: "invalidProjectType",
      spaces: "invalidSpaces",
      message: "required",
    });
    expect(fieldErrors(quoteRequestSchema.safeParse({ ...quote, spaces: "0" }).error!.issues)).toEqual({
      spaces: "invalidSpaces",
    });
    // 2,000 spaces is a large public car park; 99,999 is a typing mistake.
    expect(quoteRequestSchema.safeParse({ ...quote, spaces: "2000" }).success).toBe(true);
    for (const spaces of ["2001", "99999"])
      expect(fieldErrors(quoteRequestSchema.safeParse({ ...quote, spaces }).error!.issues)).toEqual({
        spaces: "invalidSpaces",
      });
    expect(fieldErrors(quoteRequestSchema.safeParse({ ...quote, name: "x".repeat(121) }).error!.issues)).toEqual({
      name: "tooLong",
    });
  });
  it("refuses line breaks in one-line fields, so nothing can reach a mail header", () => {
    expect(
      fieldErrors(quoteRequestSchema.safeParse({ ...quote, name: "Ana\r\nBcc: victim@example.com" }).error!.issues),
    ).toEqual({ name: "invalidText" });
  });
  it("contact forms: phone optional on the home page, dropped on the /contact page", () => {
    const message = { name: "Ion", email: "ion@example.ro", subject: "Hi", message: "Hello", phone: "0722 000 111" };
    expect(contactSchemaFor("home").parse(message).phone).toBe("0722 000 111");
    expect(contactSchemaFor("home").parse({ ...message, phone: "" }).phone).toBeNull();
    expect(contactSchemaFor("contact").parse(message).phone).toBeNull();
    expect(contactSchemaFor("home").safeParse({ ...message, subject: "" }).success).toBe(false);
  });
});
