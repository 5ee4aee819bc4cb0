import type { RecordScreen } from "~/domain/admin/record-kinds";
import { affiliatePages } from "~/entities/affiliate/pages.server";
import { campaignPages } from "~/entities/campaign/pages.server";
import { commissionPages } from "~/entities/commission/pages.server";
import { contactPages } from "~/entities/contact/pages.server";
import { installationPages } from "~/entities/installation/pages.server";
import { taskPages } from "~/entities/task/pages.server";
import { meetingPages } from "~/entities/meeting/pages.server";
import { invoicePages } from "~/entities/invoice/pages.server";
import { leadPages } from "~/entities/lead/pages.server";
import { opportunityPages } from "~/entities/opportunity/pages.server";
import { socialPostPages } from "~/entities/social-post/pages.server";

/**
 * The server's half of each kind's screens, by the screen's name (its path under /admin). The
 * browser's half is pages.tsx beside this file; a kind missing from either fails the type check.
 */
export const recordScreens = {
  contacts: contactPages,
  leads: leadPages,
  opportunities: opportunityPages,
  invoices: invoicePages,
  affiliates: affiliatePages,
  commissions: commissionPages,
  installations: installationPages,
  tasks: taskPages,
  meetings: meetingPages,
  campaigns: campaignPages,
  social: socialPostPages,
} as const satisfies Record<RecordScreen, unknown>;
