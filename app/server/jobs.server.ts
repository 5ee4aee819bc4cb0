import { startNotificationRetries } from "./enquiries/notify.server";

/**
 * The work a server process does besides answering requests (today: retrying the sales team's
 * mail for enquiries whose notification failed). The supervisor runs it in one process only.
 * Returns what stops it.
 */
export function startBackgroundJobs(): () => void {
  const stops = [startNotificationRetries()];
  return () => {
    for (const stop of stops) stop();
  };
}
