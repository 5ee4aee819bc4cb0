/** One dashboard figure: its value, and its change over the last 30 days against the 30 before (null: nothing before). */
export type Metric = { value: number; trend: number | null };

/** The dashboard's eight cards. */
export const dashboardMetricNames = [
  "totalRevenue",
  "activeContacts",
  "hotLeads",
  "opportunities",
  "pendingInvoices",
  "commissionPayments",
  "activeCampaigns",
  "socialEngagement",
] as const;
export type DashboardMetrics = Record<(typeof dashboardMetricNames)[number], Metric>;

/** Team activity on the CRM panel shows the CRM kinds only: calls, e-mails, meetings, notes and what happened to leads, contacts and opportunities. */
export const CRM_ACTIVITY_TYPES = ["call", "email", "meeting", "lead", "opportunity", "contact", "note"] as const;
