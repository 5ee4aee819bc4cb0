import { useMatches } from "react-router";
import { RecordNotFound } from "~/admin-kit/records/record-not-found";
import type { EntityPagesUi } from "~/admin-kit/records/pages";
import { screenOfRoute, type RecordScreen } from "~/domain/admin/record-kinds";
import { affiliatePagesUi } from "~/entities/affiliate/pages";
import { campaignPagesUi } from "~/entities/campaign/pages";
import { commissionPagesUi } from "~/entities/commission/pages";
import { contactPagesUi } from "~/entities/contact/pages";
import { installationPagesUi } from "~/entities/installation/pages";
import { taskPagesUi } from "~/entities/task/pages";
import { meetingPagesUi } from "~/entities/meeting/pages";
import { invoicePagesUi } from "~/entities/invoice/pages";
import { leadPagesUi } from "~/entities/lead/pages";
import { opportunityPagesUi } from "~/entities/opportunity/pages";
import { socialPostPagesUi } from "~/entities/social-post/pages";

/** The browser's half of each kind's screens, by the screen's name (the server's half: screens.server.ts). */
const recordScreensUi = {
  contacts: contactPagesUi,
  leads: leadPagesUi,
  opportunities: opportunityPagesUi,
  invoices: invoicePagesUi,
  affiliates: affiliatePagesUi,
  commissions: commissionPagesUi,
  installations: installationPagesUi,
  tasks: taskPagesUi,
  meetings: meetingPagesUi,
  campaigns: campaignPagesUi,
  social: socialPostPagesUi,
} satisfies Record<RecordScreen, EntityPagesUi>;

/** The kind whose screen is on show, from the matched route's id (`admin/<screen>/…`, routes.ts). */
export function useRecordScreen(): RecordScreen {
  for (const match of [...useMatches()].reverse()) {
    const screen = screenOfRoute(match.id);
    if (screen) return screen;
  }
  throw new Error("A record screen's component rendered outside a record route");
}

/** One of the kind's screens: its list, the form that adds one, or a record's page ("not found" without the record). */
export function RecordScreenPage({ page, found = true }: { page: keyof EntityPagesUi; found?: boolean }) {
  const screen = useRecordScreen();
  const Page = recordScreensUi[screen][page];
  if (!Page || !found) return <RecordNotFound list={`/admin/${screen}`} />;
  return <Page />;
}
