import { z } from "~/lib/zod";
import { languages, type Language } from "~/i18n/types";
import { writtenText } from "~/domain/admin/form-inputs";

/** The e-mails staff write to a contact from its page, each with its subject, opening and closing in both languages. */
export const contactMailTemplates = ["quoteFollowUp", "meetingConfirmation", "thankYou"] as const;
export type ContactMailTemplate = (typeof contactMailTemplates)[number];

/** The "Send e-mail" form of a contact's page: the template, the language the contact reads, and the message. */
export const contactMailSchema = z.object({
  template: z.enum(contactMailTemplates, "invalidChoice"),
  language: z.enum(languages, "invalidChoice"),
  /** What staff write between the template's opening and closing, within a note's length. */
  message: writtenText("messageRequired"),
});
export type ContactMail = z.infer<typeof contactMailSchema>;

/** The language a contact reads at first: Romanian for a contact in Romania, English otherwise. */
export const contactLanguage = (country: string): Language => (country === "RO" ? "ro" : "en");
