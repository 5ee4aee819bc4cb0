import { sql, type Kysely } from "kysely";
import { rowOf } from "~/lib/case";
import type { Database } from "~/server/db/schema";
import type { Activity } from "~/admin-kit/activity/schema";
import type { Affiliate } from "~/entities/affiliate/schema";
import type { Campaign } from "~/entities/campaign/schema";
import type { Commission } from "~/entities/commission/schema";
import type { Contact } from "~/entities/contact/schema";
import type { ContactForm } from "~/entities/contact/form";
import type { Invoice } from "~/entities/invoice/schema";
import { invoiceTotals, lineTotal } from "~/entities/invoice/rules";
import type { Lead } from "~/entities/lead/schema";
import type { Opportunity } from "~/entities/opportunity/schema";
import type { SocialPost } from "~/entities/social-post/schema";

/** Small, fully specified records for rule and card tests: each test states what it varies. */

/** A client whose details are not known yet: a person in Romania. */
export const noClientDetails = {
  clientAddress: "",
  clientCountry: "RO",
  clientTaxCode: "",
  clientTradeRegister: "",
} as const;

/** A contact as staff type it in the back-office's form, read (a person, hot, met through a partner). */
export function contactForm(over: Partial<ContactForm> = {}): ContactForm {
  return {
    ...noClientDetails,
    firstName: "Radu",
    lastName: "Pop",
    email: "radu@pop.ro",
    phone: "",
    company: "Pop Residence SRL",
    jobTitle: "",
    status: "Hot Lead",
    source: "partner",
    notes: "",
    value: 0,
    ...over,
  };
}

/** A lead's form as posted (every field a string), before its schema reads it. */
export const leadFormInput = (over: Record<string, string> = {}) => ({
  title: "Pop Residence — 24 spaces",
  contactName: "Radu Pop",
  company: "",
  email: "radu@pop.ro",
  phone: "",
  source: "website",
  priority: "Medium",
  value: "90000",
  assignedTo: "",
  systemType: "",
  expectedCloseDate: "",
  description: "",
  ...over,
});

/** An opportunity's form as posted, before its schema reads it. */
export const opportunityFormInput = (over: Record<string, string> = {}) => ({
  name: "Pop Residence — 24 spaces",
  contactId: "",
  stage: "Proposal",
  probability: "",
  value: "120000",
  closeDate: "",
  systemType: "duplicator",
  assignedTo: "",
  affiliateCode: "",
  description: "",
  ...over,
});

/** An installation's form as posted at its handover, before its schema reads it. */
export const installationFormInput = (over: Record<string, string> = {}) => ({
  customer: "Parking Bucharest SRL",
  contactId: "",
  siteAddress: "Bd. Unirii 1, București",
  systemType: "duplicator",
  spaces: "24",
  handoverDate: "2026-05-04",
  warrantyEnd: "2028-05-04",
  maintenanceMonths: "6",
  nextVisit: "",
  notes: "",
  ...over,
});

export function contact(over: Partial<Contact> = {}): Contact {
  return {
    id: "CT-2026-001",
    firstName: "Ana",
    lastName: "Pop",
    email: "ana.pop@example.ro",
    phone: "+40 722 000 000",
    company: "Acme Dev",
    jobTitle: "CEO",
    ...noClientDetails,
    status: "New Lead",
    source: "website",
    notes: "",
    createdAt: "2026-01-10",
    lastContact: "2026-02-01",
    value: 1000,
    ...over,
  };
}

export function lead(over: Partial<Lead> = {}): Lead {
  return {
    id: "LD-2026-001",
    title: "Parking tower",
    contactName: "Ana Pop",
    company: "Acme Dev",
    email: "ana.pop@example.ro",
    phone: "+40 722 000 000",
    value: 1000,
    probability: 50,
    status: "New",
    priority: "Medium",
    source: "website",
    systemType: "multiSlot",
    expectedCloseDate: "2027-01-01",
    description: "",
    assignedTo: null,
    createdAt: "2026-01-10",
    lastActivity: "2026-01-10",
    ...over,
  };
}

export function opportunity(over: Partial<Opportunity> = {}): Opportunity {
  return {
    id: "OPP-2026-001",
    name: "Tower",
    leadId: "LD-2026-001",
    contactName: "Ana Pop",
    company: "Acme Dev",
    value: 1000,
    probability: 50,
    stage: "Proposal",
    systemType: "multiSlot",
    closeDate: "2027-01-01",
    wonDate: null,
    lossReason: null,
    assignedTo: null,
    description: "",
    createdAt: "2026-01-10",
    lastActivity: "2026-01-10",
    nextStep: "",
    ...over,
  };
}

export function invoice(over: Partial<Invoice> & { lines?: { quantity: number; unitPrice: number }[] } = {}): Invoice {
  const { lines = [{ quantity: 1, unitPrice: 1000 }], ...rest } = over;
  const items = lines.map((l) => ({ description: "Item", unit: "piece" as const, ...l, total: lineTotal(l) }));
  return {
    id: "INV-2026-001",
    invoiceNumber: "APS-2026-001",
    clientName: "Acme Dev",
    clientEmail: "billing@example.ro",
    clientAddress: "Strada Exemplului 1, 010101 București, Sector 1",
    clientCountry: "RO",
    clientTaxCode: "RO14399840",
    clientTradeRegister: "J40/1/2020",
    language: "ro",
    vatCategory: "standard",
    taxRate: 21,
    ...invoiceTotals(items, 21),
    exchangeRate: 5.0934,
    exchangeRateDate: "2026-01-09",
    currency: "EUR",
    status: "Pending",
    issueDate: "2026-01-10",
    dueDate: "2026-02-10",
    paidDate: null,
    description: "Supply",
    items,
    createdBy: "Elena Ionescu",
    ...rest,
  };
}

export function affiliate(over: Partial<Affiliate> = {}): Affiliate {
  return {
    id: "AFF-001",
    name: "Arhi Studio",
    contactName: "Dan Ene",
    email: "dan@example.ro",
    phone: "+40 722 000 001",
    affiliateCode: "ARH2024",
    commissionRate: 10,
    totalEarnings: 100,
    totalSales: 1000,
    referralCount: 1,
    status: "Active",
    joinDate: "2025-01-01",
    lastSale: "2026-01-01",
    address: "Iași",
    description: "",
    performanceRating: 4,
    category: "architecture",
    ...over,
  };
}

export function commission(over: Partial<Commission> = {}): Commission {
  return {
    id: "COM-2026-001",
    affiliateCode: "AFR-001",
    affiliateName: "Arhi Studio",
    invoiceNumber: "APS-2026-001",
    saleAmount: 1000,
    commissionRate: 10,
    commissionAmount: 100,
    status: "Pending",
    paidDate: null,
    createdAt: "2026-01-10",
    description: "",
    paymentReference: "",
    ...over,
  };
}

export function campaign(over: Partial<Campaign> = {}): Campaign {
  return {
    id: "CMP-2026-001",
    name: "Q1 LinkedIn",
    description: "Developers",
    platform: "LinkedIn",
    status: "Active",
    scheduledDate: "2026-01-10",
    publishedDate: "2026-01-10",
    budget: 1000,
    spent: 500,
    reach: 100,
    engagement: 2.5,
    clicks: 10,
    conversions: 1,
    createdAt: "2026-01-01",
    createdBy: "Elena Ionescu",
    ...over,
  };
}

export function socialPost(over: Partial<SocialPost> = {}): SocialPost {
  return {
    id: "SP-2026-001",
    content: "New tower",
    platform: "LinkedIn",
    status: "Published",
    scheduledDate: "2026-01-10T10:00:00+02:00",
    publishedDate: "2026-01-10T10:00:00+02:00",
    campaignId: null,
    campaignName: null,
    mediaUrls: [],
    engagementData: { likes: 10, shares: 2, comments: 3, reach: 500, clicks: 20 },
    createdAt: "2026-01-09",
    createdBy: "Elena Ionescu",
    ...over,
  };
}

export function activity(over: Partial<Activity> = {}): Activity {
  return {
    id: "ACT-001",
    type: "call",
    title: { en: "Called", ro: "Apel" },
    subject: "Acme Dev",
    by: "Andrei Popescu",
    at: "2026-01-10T10:00:00+02:00",
    ...over,
  };
}

/**
 * Empties the records' histories, which only ever grow (migration 0042): the test's database role
 * owns the table, so it turns the guard off for its own reset and back on.
 */
export async function clearRecordEvents(db: Kysely<Database>) {
  await db.transaction().execute(async (trx) => {
    await sql`alter table record_events disable trigger record_events_no_change`.execute(trx);
    await trx.deleteFrom("record_events").execute();
    await sql`alter table record_events enable trigger record_events_no_change`.execute(trx);
  });
}

/**
 * Empties a table and stores the records in it, each with an id of its own (the fixtures share
 * one id per kind), for tests of what the database computes from stated records.
 */
export async function storeRecords(db: Kysely<Database>, table: keyof Database, records: readonly { id: string }[]) {
  await sql`truncate ${sql.table(table)} cascade`.execute(db);
  for (const [i, record] of records.entries()) {
    // The other unique fields (an invoice's number, an affiliate's code) too, past the first record.
    const unique = (value: unknown) =>
      i > 0 && typeof value === "string" ? value.replace(/\d+$/, String(9000 + i)) : value;
    const row = rowOf({
      ...record,
      id: record.id.replace(/\d+$/, String(900 + i)),
      ...("invoiceNumber" in record ? { invoiceNumber: unique(record.invoiceNumber) } : {}),
      ...(table === "affiliates" && "affiliateCode" in record ? { affiliateCode: unique(record.affiliateCode) } : {}),
    });
    const columns = Object.keys(row);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c)))}) values (${sql.join(columns.map((c) => row[c] ?? null))})`.execute(
      db,
    );
  }
}
