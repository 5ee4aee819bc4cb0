import type { ReportPeriod } from "~/domain/admin/report-period";
import type { VatCategory } from "~/domain/vat";

/** How far past its due date an amount still owed is: not yet due, then by 30 days up to over 90. */
export const receivableAges = ["current", "days1to30", "days31to60", "days61to90", "over90"] as const;
export type ReceivableAge = (typeof receivableAges)[number];

/**
 * The financial report of a period: what was invoiced, what credit notes took back, the net revenue
 * (the one revenue of every screen, app/entities/invoice/revenue.server.ts), the VAT collected by
 * category and rate, the cash received, what clients owe at the period's end (or today, if sooner)
 * by how long past due, and the clients who brought the most revenue. Amounts in euros, to the cent.
 */
/** The report's headline figures, in the order every form of it shows them (credit notes negative). */
export function reportSummary(
  report: FinancialReport,
): ["invoiced" | "credited" | "netRevenue" | "vatCollected" | "cashReceived", number][] {
  return [
    ["invoiced", report.invoiced],
    ["credited", report.credited ? -report.credited : 0],
    ["netRevenue", report.netRevenue],
    ["vatCollected", report.vatTotal],
    ["cashReceived", report.cashReceived],
  ];
}

export type FinancialReport = {
  period: ReportPeriod;
  /** The day the receivables are counted on. */
  asOf: string;
  invoiced: number;
  credited: number;
  netRevenue: number;
  /** VAT by category and rate: in euros, and in lei at each document's own exchange rate (as a VAT return counts it). */
  vat: { category: VatCategory; rate: number; taxable: number; vat: number; vatLei: number }[];
  vatTotal: number;
  vatTotalLei: number;
  cashReceived: number;
  receivables: Record<ReceivableAge, number> & { total: number };
  topClients: { name: string; revenue: number; invoices: number }[];
};
