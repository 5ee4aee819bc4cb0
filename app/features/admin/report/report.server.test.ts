import type { Kysely } from "kysely";
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../../tests/support/databases";
import type { Database } from "~/server/db/schema";
import { readReportPeriod } from "~/domain/admin/report-period";
import { companySample } from "~/entities/company/sample";
import { saveCompanySettings } from "~/entities/company/settings.server";
import { createInvoice, markInvoiceSent } from "~/entities/invoice/actions.server";
import { recordPayment } from "~/entities/invoice/payments.server";
import { analyticsFigures, dashboardMetrics, erpFigures } from "../overview.server";
import { financialReport } from "./report.server";
import { reportXlsx } from "./report-files.server";
import { chargeableDay } from "~/entities/invoice/create";
import { queryList } from "~/admin-kit/lists/query.server";
import { invoiceList } from "~/entities/invoice/list.server";

const actor = { id: "admin-1", name: "Elena Ionescu" };
const client = (name: string) => ({
  clientName: name,
  clientEmail: "facturi@example.ro",
  clientAddress: "Strada Exemplului 1, 010101 București, Sector 1",
  language: "ro" as const,
  description: "",
  exchangeRate: 5.09,
});

describe.each(testDatabases())("the financial report on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("states invoiced, credited, net revenue, VAT by rate, cash and receivables by age; revenue agrees with every screen", async () => {
    await saveCompanySettings(db, actor, companySample);
    const issue = async (name: string, day: string, due: string, unitPrice: number, extra: object = {}) => {
      const id = await createInvoice(db, actor, {
        ...client(name),
        issueDate: day,
        dueDate: due,
        items: [{ description: "Platform", quantity: 1, unitPrice }],
        ...extra,
        exchangeRateDate: chargeableDay({ issueDate: day, ...extra }),
      });
      await markInvoiceSent(db, actor, id);
      return id;
    };
    // In October 2026: Alfa 10,000 (21%), Beta 4,000 delivered in July 2025 (19%), Gamma 5,000 reverse charged.
    const alfa = await issue("Alfa SRL", "2026-10-05", "2026-10-20", 10000);
    await issue("Beta SRL", "2026-10-10", "2026-11-09", 4000, { deliveryDate: "2025-07-15" });
    const gamma = await issue("Gamma GmbH", "2026-10-12", "2026-11-11", 5000, {
      clientCountry: "DE",
      clientTaxCode: "DE281456390",
      clientAddress: "Mainzer Landstraße 50, 60325 Frankfurt am Main",
      vatCategory: "reverseCharge",
    });
    // Alfa: 2,000 paid in October, 3,000 in November; 1,000 credited (1,210 with VAT) in October.
    await recordPayment(db, actor, alfa, { paidOn: "2026-10-25", amount: 2000, method: "bankTransfer", reference: "" });
    await recordPayment(db, actor, alfa, { paidOn: "2026-11-02", amount: 3000, method: "bankTransfer", reference: "" });
    await db
      .insertInto("credit_notes")
      .values({
        id: "CN-2026-050",
        invoice_id: alfa,
        issue_date: "2026-10-30",
        reason: "Discount agreed",
        items: JSON.stringify([
          { line: 0, description: "Platform", quantity: 0.1, unit: "piece", unitPrice: 10000, total: 1000 },
        ]),
        tax_rate: 21,
        amount: 1000,
        tax_amount: 210,
        total_amount: 1210,
        seller: JSON.stringify(companySample),
        created_by: actor.name,
      })
      .execute();
    // Gamma fully credited on 5 November.
    await db
      .insertInto("credit_notes")
      .values({
        id: "CN-2026-051",
        invoice_id: gamma,
        issue_date: "2026-11-05",
        reason: "Order cancelled",
        items: JSON.stringify([
          { line: 0, description: "Platform", quantity: 1, unit: "piece", unitPrice: 5000, total: 5000 },
        ]),
        tax_rate: 0,
        amount: 5000,
        tax_amount: 0,
        total_amount: 5000,
        seller: JSON.stringify(companySample),
        created_by: actor.name,
      })
      .execute();

    const october = await financialReport(db, readReportPeriod("2026-10")!, "2026-11-28");
    // Beta is revenue of July 2025 (its delivery), not October.
    expect(october).toMatchObject({ invoiced: 15000, credited: 1000, netRevenue: 14000, cashReceived: 2000 });
    // In lei at each document's rate (5.09): Alfa's 2,100.00 is 10,689.00 lei, its credit note's −210.00 is −1,068.90.
    expect(october.vat).toEqual([
      { category: "standard", rate: 21, taxable: 9000, vat: 1890, vatLei: 9620.1 },
      { category: "reverseCharge", rate: 0, taxable: 5000, vat: 0, vatLei: 0 },
    ]);
    expect(october.vatTotalLei).toBe(9620.1);
    // On 31 October: Alfa owes 12,100 − 1,210 − 2,000 = 8,890, 11 days past due; Beta 4,760 not yet
    // due; Gamma 5,000 not yet due (its credit note came in November).
    expect(october.receivables).toMatchObject({ current: 9760, days1to30: 8890, total: 18650 });
    expect(october.topClients[0]).toEqual({ name: "Alfa SRL", revenue: 9000, invoices: 1 });

    const q4 = await financialReport(db, readReportPeriod("2026-Q4")!, "2026-11-28");
    expect(q4).toMatchObject({ invoiced: 15000, credited: 6000, netRevenue: 9000, cashReceived: 5000 });
    // On the 28th of November (today, before the quarter ends): Alfa 5,890 over 30 days late, Beta 4,760 19 days late.
    expect(q4.receivables).toMatchObject({ days31to60: 5890, days1to30: 4760, total: 10650 });

    // One revenue: this year's report, the dashboard, the ERP panel and analytics agree.
    const year = await financialReport(db, readReportPeriod("2026")!, "2026-11-28");
    const analytics = (await analyticsFigures(db, "year", "2026-11-28", () => true)).report.kpis.revenue;
    const dashboard = (await dashboardMetrics(db, "2026-11-28", () => true)).totalRevenue?.value;
    const erp = (await erpFigures(db)).cards.totalRevenue;
    const july2025 = (await financialReport(db, readReportPeriod("2025-07")!, "2026-11-28")).netRevenue;
    expect(year.netRevenue).toBe(9000);
    expect(analytics).toBe(9000);
    expect([dashboard, erp]).toEqual([9000 + july2025, 9000 + july2025]);
    expect(july2025).toBe(4000);

    // One receivable: what the invoice list's Pending and Overdue cards and the dashboard's pending
    // invoices say is owed today is the report's receivables, less payments and credit notes.
    const today = await financialReport(db, readReportPeriod("2026-11")!, "2026-11-28");
    const cards = (await queryList(db, invoiceList, { q: "" }, 1, "2026-11-28")).cards;
    const pending = (await dashboardMetrics(db, "2026-11-28", () => true)).pendingInvoices?.value;
    expect(cards.pendingTotal + cards.overdueTotal).toBe(today.receivables.total);
    expect(pending).toBe(cards.pendingTotal);
    expect(today.receivables.total).toBe(10650);

    // The workbook holds numbers as numbers and the period's days as dates.
    const files = unzipSync(new Uint8Array(await reportXlsx(october, "ro")));
    const summary = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    expect(summary).toMatch(/<c r="B5"[^>]*><v>15000<\/v><\/c>/);
    expect(summary).not.toMatch(/<c r="B5"[^>]*t="(s|inlineStr)"/);
    // 1 October 2026 as a spreadsheet day number (days since 30 December 1899).
    expect(summary).toMatch(/<c r="B2"[^>]*><v>46296<\/v><\/c>/);
    const sheets = strFromU8(files["xl/workbook.xml"]!);
    expect(sheets).toContain('name="Rezumat"');
  });
});
