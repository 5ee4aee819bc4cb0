import type { Route } from "./+types/export";
import { readAdminData } from "~/features/admin/data.server";
import { allListRows } from "~/admin-kit/lists/query.server";
import { exportableLists } from "~/features/admin/lists/registry.server";
import { readListQuery, readTableState } from "~/features/admin/lists/url.server";
import { BULK_MAX_ROWS, ROW_ID_PATTERN } from "~/admin-kit/lists/bulk.server";
import { adminScreen } from "~/admin-kit/screen.server";
import { requireAdmin } from "~/admin-kit/access.server";
import { csvLine } from "~/admin-kit/records/csv";
import { exportColumns, type ExportValue } from "~/features/admin/lists/export-table.server";
import { listStaff } from "~/entities/staff/list.server";
import writeXlsxFile, { type Row } from "write-excel-file/node";
import { auditExport } from "~/server/audit.server";
import { getDb } from "~/server/db/db.server";

/** The most rows a workbook export holds: past it, the list is narrowed first or exported as CSV. */
export const XLSX_MAX_ROWS = 20_000;

/** A value as a CSV cell: a day as YYYY-MM-DD, a number as written, text as text. */
const csvValue = (value: ExportValue) => (value !== null && typeof value === "object" ? value.day : value);

/** A value as a workbook cell: a number cell, a date cell, or text. */
function xlsxCell(value: ExportValue, dateFormat: string): Row[number] {
  if (value === null) return null;
  if (typeof value === "number") return { value, type: Number };
  if (typeof value === "object") return { value: new Date(`${value.day}T00:00:00Z`), type: Date, format: dateFormat };
  return { value, type: String };
}

/**
 * GET /admin/export/<list>?<the list's own query>: every record the list shows, on every page, as
 * CSV, or with `format=xlsx` as a workbook: the columns headed as the administrator's language
 * names them, coded values written as their labels, numbers as numbers and days as days.
 * In the table's sort and "Mine" when the URL sets them, and only the checked rows when it names
 * them (`ids`). Administrators allowed to export only; Demo Mode exports its data set.
 */
export async function loader({ request, params, context: { clientIp } }: Route.LoaderArgs) {
  // Which list is looked up exactly as the router matched it (case-insensitively): its permission comes from the list.
  const name = params.list.toLowerCase();
  if (!isExportableList(name)) {
    await requireAdmin(request, { screen: "frame" });
    return new Response("Not Found", { status: 404 });
  }
  const screen = await adminScreen(request, { screen: name, export: true });
  const list = exportableLists[name];
  const query: { q: string } & Record<string, string | undefined> = readListQuery(request, list.selects);
  // In the table's order, "Mine" too, and only the checked rows when some are named (`ids`).
  const table = readTableState(request, list.view.table);
  const ids = new URL(request.url).searchParams
    .getAll("ids")
    .flatMap((value) => value.split(","))
    .filter((id) => ROW_ID_PATTERN.test(id))
    .slice(0, BULK_MAX_ROWS);
  const order = {
    ...table,
    ...(table.mine && { owner: screen.admin.id }),
    ...(ids.length > 0 && { ids }),
  };
  const mode = screen.prefs.mode;
  const columns = exportColumns(list, screen.lang, await readAdminData(mode, listStaff));
  const values = (record: object) => columns.map((column) => column.write(Reflect.get(record, column.field)));
  const day = screen.today;
  await auditExport(await getDb(), screen.admin, clientIp, {
    action: new URL(request.url).searchParams.get("format") === "xlsx" ? "xlsx" : "csv",
    target: name,
    detail: { mode, query: new URL(request.url).search.slice(0, 250) },
  });
  if (new URL(request.url).searchParams.get("format") === "xlsx") {
    const dateFormat = screen.lang === "ro" ? "dd.mm.yyyy" : "yyyy-mm-dd";
    const rows: Row[] = [columns.map((column) => ({ value: column.heading, fontWeight: "bold" as const }))];
    const tooMany = await readAdminData(mode, async (db) => {
      for await (const batch of allListRows(db, list, query, screen.today, undefined, order)) {
        for (const record of batch) rows.push(values(record).map((value) => xlsxCell(value, dateFormat)));
        if (rows.length > XLSX_MAX_ROWS + 1) return true;
      }
      return false;
    });
    if (tooMany)
      return new Response(screen.t("common.exportTooLarge", { max: XLSX_MAX_ROWS }), {
        status: 413,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    const xlsx = await writeXlsxFile(rows, { columns: columns.map(() => ({ width: 18 })) }).toBuffer();
    return new Response(new Uint8Array(xlsx), {
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="${name}-${mode}-${day}.xlsx"`,
        "Cache-Control": "no-store",
      },
    });
  }
  const line = (record: object) => csvLine(values(record).map(csvValue));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((column) => column.heading))}`));
        await readAdminData(mode, async (db) => {
          for await (const batch of allListRows(db, list, query, screen.today, undefined, order))
            controller.enqueue(encoder.encode(batch.map(line).join("")));
        });
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${mode}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

function isExportableList(name: string): name is keyof typeof exportableLists {
  return Object.hasOwn(exportableLists, name);
}
