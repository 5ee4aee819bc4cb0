import { z } from "~/lib/zod";
import { enquiryEmail, enquiryMessage, enquiryPhone, oneLine, optionalLine } from "../quote/schema";

/** Which form sent it: the home page's section (optional phone) or the /contact page (no phone). */
export const contactForms = ["home", "contact"] as const;
export type ContactFormKind = (typeof contactForms)[number];

/** A contact message. */
export const contactMessageSchema = z.object({
  name: oneLine("personName"),
  email: enquiryEmail,
  phone: optionalLine(enquiryPhone),
  subject: oneLine("subject"),
  message: enquiryMessage,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The /contact page's form has no phone: whatever arrives under that name is dropped. */
export function contactSchemaFor(form: ContactFormKind) {
  return form === "home"
    ? contactMessageSchema
    : contactMessageSchema.omit({ phone: true }).transform((m) => ({ ...m, phone: null }));
}
