import { DEMO_TODAY } from "~/domain/admin/demo";
import { toDay } from "~/domain/admin/dates";
import type { AdminRecords } from "~/domain/admin/panels";
import { activitySample } from "~/domain/activity/sample";
import { affiliateSample } from "~/domain/affiliate/sample";
import { campaignSample } from "~/domain/campaign/sample";
import { commissionSample } from "~/domain/commission/sample";
import { contactSample, crmContactSample } from "~/domain/contact/sample";
import { invoiceSample } from "~/domain/invoice/sample";
import { leadSample } from "~/domain/lead/sample";
import { opportunitySample } from "~/domain/opportunity/sample";
import { socialPostSample } from "~/domain/social-post/sample";
import type { AdminMode } from "./preferences";

const demo: AdminRecords = {
  contacts: contactSample,
  crmContacts: crmContactSample,
  leads: leadSample,
  opportunities: opportunitySample,
  invoices: invoiceSample,
  affiliates: affiliateSample,
  commissions: commissionSample,
  campaigns: campaignSample,
  socialPosts: socialPostSample,
  activities: activitySample,
};

const empty: AdminRecords = { contacts: [], crmContacts: [], leads: [], opportunities: [], invoices: [], affiliates: [], commissions: [], campaigns: [], socialPosts: [], activities: [] };

/**
 * The records a screen summarises and lists, and the day its periods count from. Demo Mode shows
 * the samples around their own "today"; Live Mode reads the real tables, which arrive with the
 * Live Mode issue, so until then it is honestly empty ("No data available", zeros).
 */
export function adminRecords(mode: AdminMode): { records: AdminRecords; today: string } {
  if (mode === "demo") return { records: demo, today: DEMO_TODAY };
  return { records: empty, today: toDay(new Date()) };
}
