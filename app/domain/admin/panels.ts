import type { Activity } from "../activity/schema";
import type { Affiliate } from "../affiliate/schema";
import type { Campaign } from "../campaign/schema";
import { commissionCards } from "../commission/rules";
import type { Commission } from "../commission/schema";
import type { Contact, CrmContact } from "../contact/schema";
import { AWAITING_PAYMENT } from "../invoice/rules";
import type { Invoice } from "../invoice/schema";
import type { Lead } from "../lead/schema";
import { isOpen, isWon } from "../opportunity/rules";
import type { Opportunity } from "../opportunity/schema";
import { engagementOf } from "../social-post/rules";
import type { SocialPost } from "../social-post/schema";
import { sum } from "./search";
import { windowTrend } from "./trend";

/** Everything the back-office shows, from Demo Mode's samples or (later) the live tables. */
export type AdminRecords = {
  contacts: Contact[];
  crmContacts: CrmContact[];
  leads: Lead[];
  opportunities: Opportunity[];
  invoices: Invoice[];
  affiliates: Affiliate[];
  commissions: Commission[];
  campaigns: Campaign[];
  socialPosts: SocialPost[];
  activities: Activity[];
};

const count = () => 1;
const isPaid = (i: Invoice) => i.status === "Paid";
const awaitingPayment = (i: Invoice) => (AWAITING_PAYMENT as readonly string[]).includes(i.status);

export type Metric = { value: number; trend: number | null };

/**
 * The dashboard's eight cards. Each value sums or counts its records; each trend compares the
 * records dated in the last 30 days with the 30 before (by the date that makes the figure move).
 */
export function dashboardMetrics(r: AdminRecords, today: string) {
  const paid = r.invoices.filter(isPaid);
  const active = r.contacts.filter((c) => c.status === "Active Customer");
  const hot = r.leads.filter((l) => l.priority === "High");
  const open = r.opportunities.filter(isOpen);
  const pending = r.invoices.filter(awaitingPayment);
  const paidCommissions = r.commissions.filter((c) => c.status === "Paid");
  const activeCampaigns = r.campaigns.filter((c) => c.status === "Active");
  const published = r.socialPosts.filter((p) => p.status === "Published");
  return {
    totalRevenue: {
      value: sum(paid, (i) => i.totalAmount),
      trend: windowTrend(
        paid,
        (i) => i.paidDate,
        (i) => i.totalAmount,
        today,
      ),
    },
    activeContacts: { value: active.length, trend: windowTrend(active, (c) => c.createdAt, count, today) },
    hotLeads: { value: hot.length, trend: windowTrend(hot, (l) => l.createdAt, count, today) },
    opportunities: { value: open.length, trend: windowTrend(open, (o) => o.createdAt, count, today) },
    pendingInvoices: {
      value: sum(pending, (i) => i.totalAmount),
      trend: windowTrend(
        pending,
        (i) => i.issueDate,
        (i) => i.totalAmount,
        today,
      ),
    },
    commissionPayments: {
      value: sum(paidCommissions, (c) => c.commissionAmount),
      trend: windowTrend(
        paidCommissions,
        (c) => c.paidDate,
        (c) => c.commissionAmount,
        today,
      ),
    },
    activeCampaigns: {
      value: activeCampaigns.length,
      trend: windowTrend(activeCampaigns, (c) => c.scheduledDate, count, today),
    },
    socialEngagement: {
      value: sum(published, engagementOf),
      trend: windowTrend(published, (p) => p.publishedDate, engagementOf, today),
    },
  } satisfies Record<string, Metric>;
}
export type DashboardMetrics = ReturnType<typeof dashboardMetrics>;

export function newestFirst<T>(records: readonly T[], date: (record: T) => string, limit: number): T[] {
  return [...records].sort((a, b) => date(b).localeCompare(date(a))).slice(0, limit);
}

/** The CRM panel: conversion rate is won opportunities per lead, in percent. */
export function crmCards(r: Pick<AdminRecords, "contacts" | "leads" | "opportunities">) {
  const won = r.opportunities.filter(isWon).length;
  return {
    totalContacts: r.contacts.length,
    activeLeads: r.leads.length,
    totalOpportunities: r.opportunities.length,
    conversionRate: r.leads.length === 0 ? 0 : Math.round((won / r.leads.length) * 1000) / 10,
  };
}
export type CrmCards = ReturnType<typeof crmCards>;

/** The ERP panel: revenue is what has been paid; pending counts the invoices awaiting payment. */
export function erpCards(r: Pick<AdminRecords, "invoices" | "affiliates" | "commissions">) {
  return {
    totalRevenue: sum(r.invoices.filter(isPaid), (i) => i.totalAmount),
    pendingInvoices: r.invoices.filter(awaitingPayment).length,
    totalAffiliates: r.affiliates.length,
    commissionsEarned: commissionCards(r.commissions).paid,
  };
}
export type ErpCards = ReturnType<typeof erpCards>;

/** Team activity on the CRM panel shows the CRM kinds only: calls, e-mails, meetings, notes and what happened to leads, contacts and opportunities. */
export const CRM_ACTIVITY_TYPES = ["call", "email", "meeting", "lead", "opportunity", "contact", "note"] as const;
