import type { Route } from "./+types/erp-report-file";
import { printedTaxCode } from "~/domain/company/tax-ids";
import { adminRoute } from "~/admin-kit/route-handle";
import { adminScreen } from "~/admin-kit/screen.server";
import { readAdminData } from "~/features/admin/data.server";
import { company } from "~/content/company";
import { periodOf, readReportPeriod } from "~/domain/admin/report-period";
import { readCompanySettings } from "~/entities/company/settings.server";
import { financialReport } from "~/features/admin/report/report.server";
import { reportPdf, reportXlsx } from "~/features/admin/report/report-files.server";
import { auditExport } from "~/server/audit.server";
import { getDb } from "~/server/db/db.server";

export const handle = adminRoute("erp");

const TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/**
 * GET /admin/erp/report/file?period=2026-11&format=pdf|xlsx: the financial report of a period
 * (./erp-report.tsx) as a PDF or an .xlsx workbook, in the administrator's language. A period that
 * is none, or a format that is neither, is refused.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  const url = new URL(request.url);
  const period = url.searchParams.has("period")
    ? readReportPeriod(url.searchParams.get("period"))
    : periodOf("month", screen.today);
  const format = url.searchParams.get("format");
  if (!period || (format !== "pdf" && format !== "xlsx"))
    return new Response(screen.t("report.invalidPeriod"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const { report, legalName } = await readAdminData(screen.prefs.mode, async (db) => {
    const settings = await readCompanySettings(db);
    return {
      report: await financialReport(db, period, screen.today),
      // Who the report is of: the legal name, and its tax code once Settings hold it.
      legalName: settings ? `${settings.legalName} · CUI ${printedTaxCode(settings)}` : company.legalName,
    };
  });
  const body =
    format === "pdf" ? await reportPdf(report, screen.lang, legalName) : await reportXlsx(report, screen.lang);
  const name = `${screen.t("report.title")} ${period.key}`.replace(/\s+/g, "-");
  await auditExport(await getDb(), screen.admin, context.clientIp, {
    action: format === "pdf" ? "reportPdf" : "reportXlsx",
    target: period.key,
    detail: { mode: screen.prefs.mode },
  });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": TYPES[format],
      "Content-Disposition": `attachment; filename="${name}.${format}"`,
      "Content-Length": String(body.length),
    },
  });
}
