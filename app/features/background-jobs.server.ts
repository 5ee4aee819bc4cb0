import { startNotificationRetries } from "./enquiries/notify.server";
import { startOverdueInvoices } from "~/entities/invoice/overdue.server";

/**
 * The work a server process does besides answering requests: retrying the sales team's mail for
 * enquiries whose notification failed, and marking unpaid invoices overdue once their due date passes. The supervisor runs it in one process only.
 * Returns what stops it.
 */
export function startBackgroundJobs(): () => void {
  const stops = [startNotificationRetries(), startOverdueInvoices()];
  return () => {
    for (const stop of stops) stop();
  };
}
