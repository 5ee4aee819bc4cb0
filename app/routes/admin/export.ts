import type { Route } from "./+types/export";
import { getDb } from "~/server/db/db.server";
import { allLiveRows } from "~/features/admin/live/list-query.server";
import { exportableLists } from "~/features/admin/lists.server";
import { readListQuery } from "~/features/admin/list-query.server";
import { demoRecords } from "~/features/admin/records.server";
import { adminScreen } from "~/features/admin/screen.server";
import { csvLine } from "~/features/admin/live/csv";

/**
 * GET /admin/export/<list>?<the list's own query>: every record the list shows, on every page,
 * as CSV (header row of field names). Administrators only; Demo Mode exports the samples.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  if (!isExportableList(params.list)) return new Response("Not Found", { status: 404 });
  const list = exportableLists[params.list];
  const query = readListQuery(request, list.selects) as { q: string } & Record<string, string | undefined>;
  const fields = Object.keys(list.live.schema.shape);
  const line = (record: object) => csvLine(fields.map((field): unknown => Reflect.get(record, field)));
  const encoder = new TextEncoder();
  const demo = screen.prefs.mode === "demo";
  const db = demo ? null : await getDb();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(fields)}`));
        if (demo) {
          for (const record of list.demo(demoRecords, query, screen.today).rows)
            controller.enqueue(encoder.encode(line(record)));
        } else {
          for await (const batch of allLiveRows<unknown>(db!, list.live, query, screen.today))
            controller.enqueue(encoder.encode(batch.map(line).join("")));
        }
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
      "Content-Disposition": `attachment; filename="${params.list}-${demo ? "demo" : "live"}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

function isExportableList(name: string): name is keyof typeof exportableLists {
  return Object.hasOwn(exportableLists, name);
}
