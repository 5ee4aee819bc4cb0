import type { Tone } from "../../domain/admin/tone";
import type { ContactStatus, CrmContactStatus } from "./schema";

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
