import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyticsPeriods } from "~/domain/admin/analytics";
import { DEMO_TODAY } from "~/domain/admin/demo";
import { analyticsData, crmData, dashboardData, erpData } from "../overview.server";
import { exportableLists, loadList } from "../lists.server";
import type { AdminScreen } from "../screen.server";

/**
 * Demo Mode's figures, captured from the build before the samples moved into the database: every
 * screen's cards, the first page of every list (unfiltered, by each select value, and by a few
 * searches), the dashboard, CRM, ERP and analytics panels. Demo Mode must show exactly these.
 * CAPTURE_DEMO_FIGURES=1 rewrites the file (only when the samples themselves change on purpose).
 */
const FIXTURE = new URL("./demo-figures.json", import.meta.url);
const SEARCHES = ["a", "bucure", "SRL", "ion", "park", "zzz-nothing"];

const screen = { prefs: { mode: "demo", lang: "en" }, lang: "en", today: DEMO_TODAY } as unknown as AdminScreen;

/** A value as JSON carries it (dates as text, no undefined), so the comparison is of what the page receives. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

async function figures() {
  const lists: Record<string, unknown> = {};
  for (const [name, list] of Object.entries(exportableLists)) {
    const urls = [""];
    for (const [select, values] of Object.entries(list.selects))
      for (const v of values) urls.push(`${select}=${encodeURIComponent(v)}`);
    for (const q of SEARCHES) urls.push(`q=${encodeURIComponent(q)}`);
    for (const search of urls) {
      const result = await loadList(screen, new Request(`http://x/admin/${name}?${search}`), list);
      // The unfiltered first page whole; filtered pages by the records they hold.
      const rows = search ? result.rows.map((row) => row.id) : result.rows;
      lists[`${name}?${search}`] = plain({
        cards: result.cards,
        matching: result.matching,
        pageCount: result.pageCount,
        rows,
      });
    }
  }
  const analytics: Record<string, unknown> = {};
  for (const period of analyticsPeriods) analytics[period] = plain(await analyticsData(screen, period));
  return {
    lists,
    dashboard: plain(await dashboardData(screen)),
    crm: plain(await crmData(screen)),
    erp: plain(await erpData(screen)),
    analytics,
  };
}

describe("Demo Mode figures", () => {
  it("are the ones captured before the samples moved into the database", async () => {
    const now = await figures();
    if (process.env.CAPTURE_DEMO_FIGURES === "1" || !existsSync(FIXTURE)) {
      writeFileSync(FIXTURE, `${JSON.stringify(now, null, 1)}\n`);
      if (process.env.CAPTURE_DEMO_FIGURES !== "1") throw new Error("no captured figures: written now, rerun");
    }
    const captured = JSON.parse(readFileSync(FIXTURE, "utf8")) as typeof now;
    expect(Object.keys(now.lists)).toEqual(Object.keys(captured.lists));
    for (const key of Object.keys(captured.lists)) expect(now.lists[key], key).toEqual(captured.lists[key]);
    expect(now.dashboard).toEqual(captured.dashboard);
    expect(now.crm).toEqual(captured.crm);
    expect(now.erp).toEqual(captured.erp);
    expect(now.analytics).toEqual(captured.analytics);
  });
});
