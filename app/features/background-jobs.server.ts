import { startNotificationRetries } from "./enquiries/notify.server";
import { startOverdueInvoices } from "~/entities/invoice/overdue.server";

/**
 * The work a server process does besides answering requests: retrying the sales team's mail for
 * enquiries whose notification failed, and marking unpaid invoices overdue once their due date
 * passes. The supervisor runs it in one process of its machine; across machines on one database,
 * each pass takes the job's advisory lock (runExclusively), and each row is claimed as it is done.
 * Returns what stops it.
 */
export function startBackgroundJobs(): () => void {
  const stops = [startNotificationRetries(), startOverdueInvoices()];
  return () => {
    for (const stop of stops) stop();
  };
}
