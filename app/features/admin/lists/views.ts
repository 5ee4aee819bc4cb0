import { teamMembers } from "~/domain/admin/schema";
import { affiliateCategories, affiliateStatuses } from "~/domain/affiliate/schema";
import { campaignPlatforms, campaignStatuses } from "~/domain/campaign/schema";
import { commissionStatuses } from "~/domain/commission/schema";
import { contactStatuses } from "~/domain/contact/schema";
import { invoiceStatuses } from "~/domain/invoice/schema";
import { invoicePeriods } from "~/domain/invoice/summary";
import { leadPriorities, leadStatuses } from "~/domain/lead/schema";
import { opportunityStages } from "~/domain/opportunity/schema";
import { socialPlatforms, socialPostStatuses } from "~/domain/social-post/schema";
import type { ListView } from "../ui/list-screen";

/**
 * What each list screen shows besides its records: its cards (name, how written) and its selects
 * (labels, values, how each value is named). The server half of each list (table, search, order,
 * the cards' SQL) is in definitions.server.ts under the same names.
 */

export const contactView: ListView = {
  section: "contacts",
  recordPath: "/admin/contacts",
  create: { label: "contacts.add", href: "/admin/contacts/new" },
  exportList: "contacts",
  cards: [
    ["total", "number"],
    ["activeCustomers", "number"],
    ["hotLeads", "number"],
    ["totalValue", "money"],
  ],
  selects: [
    {
      name: "status",
      label: "contacts.status",
      all: "contacts.allStatuses",
      values: contactStatuses,
      option: "status.contact",
    },
  ],
};

export const leadView: ListView = {
  section: "leads",
  recordPath: "/admin/leads",
  create: { label: "leads.add" },
  exportList: "leads",
  cards: [
    ["total", "number"],
    ["pipelineValue", "money"],
    ["averageProbability", "percent"],
    ["thisMonth", "number"],
  ],
  selects: [
    { name: "status", label: "leads.status", all: "leads.allStatuses", values: leadStatuses, option: "status.lead" },
    {
      name: "priority",
      label: "leads.priority",
      all: "leads.allPriorities",
      values: leadPriorities,
      option: "status.priority",
    },
  ],
};

export const opportunityView: ListView = {
  section: "opportunities",
  recordPath: "/admin/opportunities",
  create: { label: "opportunities.add" },
  exportList: "opportunities",
  cards: [
    ["total", "number"],
    ["pipelineValue", "money"],
    ["wonValue", "money"],
    ["averageProbability", "percent", "averageOpenProbability"],
  ],
  selects: [
    {
      name: "stage",
      label: "opportunities.stage",
      all: "opportunities.allStages",
      values: opportunityStages,
      option: "status.stage",
    },
    { name: "member", label: "opportunities.member", all: "opportunities.allMembers", values: teamMembers },
  ],
};

export const invoiceView: ListView = {
  section: "invoices",
  recordPath: "/admin/invoices",
  create: { label: "invoices.create" },
  exportList: "invoices",
  cards: [
    ["paidTotal", "money"],
    ["pendingTotal", "money"],
    ["overdueTotal", "money"],
    ["count", "number"],
  ],
  selects: [
    {
      name: "status",
      label: "invoices.status",
      all: "invoices.allStatuses",
      values: invoiceStatuses,
      option: "status.invoice",
    },
    {
      name: "period",
      label: "invoices.period",
      all: "invoices.periods.all",
      values: invoicePeriods,
      option: "invoices.periods",
    },
  ],
};

export const affiliateView: ListView = {
  section: "affiliates",
  create: { label: "affiliates.add" },
  exportList: "affiliates",
  cards: [
    ["active", "number"],
    ["totalCommissions", "money"],
    ["totalSales", "money"],
    ["averageRate", "percent", "averageCommissionRate"],
  ],
  selects: [
    {
      name: "status",
      label: "affiliates.status",
      all: "affiliates.allStatuses",
      values: affiliateStatuses,
      option: "status.affiliate",
    },
    {
      name: "category",
      label: "affiliates.category",
      all: "affiliates.allCategories",
      values: affiliateCategories,
      option: "category",
    },
  ],
};

export const commissionView: ListView = {
  section: "commissions",
  exportList: "commissions",
  cards: [
    ["total", "money"],
    ["paid", "money"],
    ["pending", "money"],
    ["overdue", "money"],
  ],
  selects: [
    {
      name: "status",
      label: "commissions.status",
      all: "commissions.allStatuses",
      values: commissionStatuses,
      option: "status.commission",
    },
  ],
};

export const campaignView: ListView = {
  section: "campaigns",
  create: { label: "campaigns.create" },
  exportList: "campaigns",
  cards: [
    ["totalBudget", "money"],
    ["totalSpent", "money"],
    ["totalReach", "number"],
    ["active", "number"],
  ],
  selects: [
    {
      name: "status",
      label: "campaigns.status",
      all: "campaigns.allStatuses",
      values: campaignStatuses,
      option: "status.campaign",
    },
    { name: "platform", label: "campaigns.platform", all: "campaigns.allPlatforms", values: campaignPlatforms },
  ],
};

export const socialPostView: ListView = {
  section: "social",
  create: { label: "social.create" },
  exportList: "social",
  cards: [
    ["total", "number"],
    ["published", "number"],
    ["scheduled", "number"],
    ["totalEngagement", "number"],
  ],
  selects: [
    {
      name: "status",
      label: "social.status",
      all: "social.allStatuses",
      values: socialPostStatuses,
      option: "status.socialPost",
    },
    { name: "platform", label: "social.platform", all: "social.allPlatforms", values: socialPlatforms },
  ],
};
