import { getDb } from "~/server/db/db.server";
import { runExclusively } from "~/server/db/job-lock.server";
import { log } from "~/server/log.server";
import { markOverdueInvoices } from "./actions.server";

/** How often the background jobs look for invoices that fell due unpaid. */
const OVERDUE_CHECK_MS = 10 * 60 * 1000;

/**
 * Marks overdue invoices now and every ten minutes, one pass at a time across every process and
 * machine (the screens also check before they show invoices).
 */
export function startOverdueInvoices(): () => void {
  const check = () =>
    getDb()
      .then((db) =>
        runExclusively(db, "overdue-invoices", async () => {
          const ids = await markOverdueInvoices(db);
          if (ids.length) log.info({ invoices: ids }, "invoices became overdue");
        }),
      )
      .catch((error: unknown) => log.error({ err: error }, "marking overdue invoices failed"));
  void check();
  const timer = setInterval(() => void check(), OVERDUE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
