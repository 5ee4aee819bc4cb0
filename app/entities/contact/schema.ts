import { z } from "~/lib/zod";
import { storedEmail, storedText, TEXT_LIMITS } from "../../domain/fields";
import { amount, isoDate, leadSource, money } from "../../domain/admin/schema";
import { storedClientDetails } from "./client-details";

/** A contact id: CT-YYYY-NNN. */
export const CONTACT_ID_PATTERN = /^CT-\d{4}-\d{3,}$/;

/** The most characters a contact id field takes (CT-YYYY- and up to twelve digits). */
export const CONTACT_ID_LENGTH = 20;

/** The contact a new record's form starts with, from the link that opened it (`?contact=CT-…` on a contact's page). */
export const contactPrefill = (url: URL): string => url.searchParams.get("contact")?.slice(0, CONTACT_ID_LENGTH) ?? "";

/** The contact status vocabulary, defined once. */
export const contactStatuses = [
  "Active Customer",
  "Hot Lead",
  "Negotiating",
  "New Lead",
  "Follow-up Required",
  "Proposal Sent",
  "Cold Lead",
] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const contactSchema = z.object({
  id: z.string().regex(CONTACT_ID_PATTERN),
  firstName: storedText("personName").min(1),
  /** Empty when the person gave one name only (a contact message, a new account). */
  lastName: storedText("personName"),
  email: storedEmail,
  /** Phone, company and job title are empty until known: live contacts arrive with name and e-mail. */
  phone: storedText("phone"),
  company: storedText("company"),
  jobTitle: storedText("jobTitle"),
  /** The details an invoice to this contact (or its company) states; empty until staff enter them. */
  ...storedClientDetails,
  status: z.enum(contactStatuses),
  source: leadSource,
  notes: storedText("message"),
  createdAt: isoDate,
  lastContact: isoDate,
  /** What the relationship is worth in euros (shown as money text, kept as a number and formatted). */
  value: amount,
});
export type Contact = z.infer<typeof contactSchema>;

/** The CRM panel's shorter vocabulary. */
export const crmContactStatuses = ["Active", "Hot Lead", "Negotiating", "New", "Follow-up"] as const;
export type CrmContactStatus = (typeof crmContactStatuses)[number];

/** The CRM panel's summary version of a contact. */
export const crmContactSchema = z.object({
  id: z.string().regex(CONTACT_ID_PATTERN),
  name: z
    .string()
    .min(1)
    .max(TEXT_LIMITS.personName * 2 + 1),
  email: storedEmail,
  company: storedText("company").min(1),
  phone: storedText("phone").min(6),
  status: z.enum(crmContactStatuses),
  lastContact: isoDate,
  value: money,
});
export type CrmContact = z.infer<typeof crmContactSchema>;
