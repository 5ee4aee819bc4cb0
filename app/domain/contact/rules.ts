import type { Tone } from "../admin/tone";
import { filterList, sum } from "../admin/search";
import type { Contact, ContactStatus, CrmContactStatus } from "./schema";

export const contactStatusTone: Record<ContactStatus, Tone> = {
  "Active Customer": "green",
  "Hot Lead": "red",
  Negotiating: "orange",
  "New Lead": "blue",
  "Follow-up Required": "yellow",
  "Proposal Sent": "purple",
  "Cold Lead": "gray",
};

export const crmContactStatusTone: Record<CrmContactStatus, Tone> = {
  Active: "green",
  "Hot Lead": "red",
  Negotiating: "orange",
  New: "blue",
  "Follow-up": "yellow",
};

/** The contacts search looks at first name, last name, e-mail and company. */
export const contactSearchFields = [
  "firstName",
  "lastName",
  "email",
  "company",
] as const satisfies readonly (keyof Contact)[];

/** The list's selects and the fields they filter (status, with an all-statuses option). */
export const contactSelects = { status: "status" } as const;

export function filterContacts(contacts: readonly Contact[], filter: { q?: string; status?: string }): Contact[] {
  return filterList(contacts, contactSearchFields, contactSelects, filter);
}

export function contactCards(contacts: readonly Contact[]) {
  return {
    total: contacts.length,
    activeCustomers: contacts.filter((c) => c.status === "Active Customer").length,
    hotLeads: contacts.filter((c) => c.status === "Hot Lead").length,
    totalValue: sum(contacts, (c) => c.value),
  };
}
export type ContactCards = ReturnType<typeof contactCards>;
