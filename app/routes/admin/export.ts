import type { Route } from "./+types/export";
import { readAdminData } from "~/features/admin/data.server";
import { allListRows } from "~/admin-kit/lists/query.server";
import { exportableLists } from "~/features/admin/lists/registry.server";
import { readListQuery } from "~/features/admin/lists/url.server";
import { adminScreen } from "~/admin-kit/screen.server";
import { requireAdmin } from "~/admin-kit/access.server";
import { csvLine } from "~/admin-kit/records/csv";

/**
 * GET /admin/export/<list>?<the list's own query>: every record the list shows, on every page,
 * as CSV (header row of field names). Administrators only; Demo Mode exports its data set.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Which list is looked up exactly as the router matched it (case-insensitively): its permission comes from the list.
  const name = params.list.toLowerCase();
  if (!isExportableList(name)) {
    await requireAdmin(request, { screen: "frame" });
    return new Response("Not Found", { status: 404 });
  }
  const screen = await adminScreen(request, { screen: name, export: true });
  const list = exportableLists[name];
  const query: { q: string } & Record<string, string | undefined> = readListQuery(request, list.selects);
  const fields = Object.keys(list.schema.shape);
  const line = (record: object) => csvLine(fields.map((field): unknown => Reflect.get(record, field)));
  const encoder = new TextEncoder();
  const mode = screen.prefs.mode;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(fields)}`));
        await readAdminData(mode, async (db) => {
          for await (const batch of allListRows(db, list, query, screen.today))
            controller.enqueue(encoder.encode(batch.map(line).join("")));
        });
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  const day = screen.today;
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
