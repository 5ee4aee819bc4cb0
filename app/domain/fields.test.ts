import { describe, expect, it } from "vitest";
import { fullName } from "./account/schema";
import { line, longText } from "./admin/form-inputs";
import { contactMessageSchema } from "./contact-message/schema";
import { fieldErrors, quoteRequestSchema } from "./quote/schema";
import { invoiceLineSchema, newInvoiceSchema } from "~/entities/invoice/create";
import { singleLine } from "~/server/mail.server";

/** Characters that make a line read otherwise than it was typed, or break it. */
const SPOOFING = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u0085",
  "\u2028",
  "\u2029",
  "\u200f",
  "\u009b",
];
const LINE_SEPARATORS = ["\u0085", "\u2028", "\u2029"];
const BIDI = SPOOFING.filter((c) => !LINE_SEPARATORS.includes(c) && c !== "\u009b");
const hex = (c: string) => `U+${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const quote = {
  name: "Ana Pop",
  email: "ana@example.ro",
  phone: "+40 722 000 111",
  company: "Acme",
  projectType: "commercial",
  spaces: "120",
  message: "Tower",
};
const contact = { name: "Ana Pop", email: "ana@example.ro", phone: "", subject: "Hello", message: "Hi" };

describe("text that spoofs", () => {
  it.each(SPOOFING.map((c) => [hex(c), c]))(
    "one-line fields of every form refuse %s with the field's message",
    (_name, c) => {
      const spoof = `Ana${c}moc.live@`;
      const q = quoteRequestSchema.safeParse({ ...quote, name: spoof, company: spoof });
      expect(q.success).toBe(false);
      expect(fieldErrors(q.error!.issues)).toMatchObject({ name: "invalidText", company: "invalidText" });
      const m = contactMessageSchema.safeParse({ ...contact, subject: spoof });
      expect(fieldErrors(m.error!.issues)).toMatchObject({ subject: "invalidText" });
      expect(message(fullName.safeParse(spoof))).toBe("fullNameInvalid");
      expect(message(line("company").safeParse(spoof))).toBe("invalidText");
      expect(message(invoiceLineSchema.safeParse({ description: spoof, quantity: 1, unitPrice: 1 }))).toBe(
        "invalidText",
      );
      expect(singleLine(`Quote from ${spoof}`)).toBe("Quote from Ana moc.live@");
    },
  );

  it.each(LINE_SEPARATORS.map((c) => [hex(c), c]))("multi-line fields keep %s as a line break", (_name, c) => {
    expect(quoteRequestSchema.parse({ ...quote, message: `one${c}two` }).message).toBe("one\ntwo");
    expect(longText(500).parse(`one${c}two`)).toBe("one\ntwo");
    const invoice = newInvoiceSchema.safeParse({
      clientName: "Acme",
      clientEmail: "billing@acme.ro",
      language: "en",
      description: `one${c}two`,
      issueDate: "2026-01-01",
      dueDate: "2026-01-31",
      items: [{ description: "Lift", quantity: 1, unitPrice: 10 }],
    });
    expect(invoice.data?.description).toBe("one\ntwo");
  });

  it.each(BIDI.map((c) => [hex(c), c]))("multi-line fields refuse %s with the field's message", (_name, c) => {
    const q = quoteRequestSchema.safeParse({ ...quote, message: `Tower${c}` });
    expect(fieldErrors(q.error!.issues)).toMatchObject({ message: "invalidCharacters" });
    expect(message(longText(500).safeParse(`note${c}`))).toBe("invalidCharacters");
  });

  it("accepts what people write: accents, other scripts, line breaks in messages", () => {
    expect(quoteRequestSchema.parse({ ...quote, name: "Ștefan Ionescu-Năstase", message: "a\nb\tc" })).toMatchObject({
      name: "Ștefan Ionescu-Năstase",
      message: "a\nb\tc",
    });
    expect(fullName.parse("אבי כהן")).toBe("אבי כהן");
  });
});
