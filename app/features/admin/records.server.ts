import { DEMO_TODAY } from "~/domain/admin/demo";
import { toDay } from "~/domain/admin/dates";
import type { Contact, ContactStatus, CrmContactStatus } from "~/domain/contact/schema";
import type { AdminMode } from "./preferences";
/** The day periods count from: the samples' own "today" in Demo Mode, the real one in Live Mode. */
export function adminToday(mode: AdminMode): string {
  return mode === "demo" ? DEMO_TODAY : toDay(new Date());
}

/** The CRM panel's shorter vocabulary for a contact's status. */
const crmStatusOf: Record<ContactStatus, CrmContactStatus> = {
  "Active Customer": "Active",
  "Hot Lead": "Hot Lead",
  Negotiating: "Negotiating",
  "Proposal Sent": "Negotiating",
  "New Lead": "New",
  "Follow-up Required": "Follow-up",
  "Cold Lead": "Follow-up",
};

export function crmContactOf(contact: Contact) {
  return {
    id: contact.id,
    name: `${contact.firstName} ${contact.lastName}`.trim(),
    email: contact.email,
    company: contact.company,
    phone: contact.phone,
    status: crmStatusOf[contact.status],
    lastContact: contact.lastContact,
    value: contact.value,
  };
}
