import { sql, type Kysely, type RawBuilder } from "kysely";
import { describe, expect, it } from "vitest";
import { lead, storeRecords } from "../../../../tests/support/admin-fixtures";
import { addStaff } from "../../../../tests/support/staff";
import { migratedDatabase, testDatabases } from "../../../../tests/support/databases";
import type { Database } from "~/server/db/schema";
import { listReads, queryList } from "~/admin-kit/lists/query.server";
import { PAGE_SIZES } from "~/admin-kit/contracts";
import { eventsOf } from "~/admin-kit/records/events.server";
import { leadList } from "~/entities/lead/list.server";
import { leadPages } from "~/entities/lead/pages.server";
import { taskPages } from "~/entities/task/pages.server";
import { contactPages } from "~/entities/contact/pages.server";
import { bulkOperationsOf, SAVED_FILTER_NAME_LIMIT, SAVED_FILTER_QUERY_LIMIT } from "~/admin-kit/lists/bulk.server";
import { recordScreens } from "../records/screens.server";
import { readTableState } from "./url.server";

const databases = testDatabases();
const TODAY = "2026-11-20";
const at = (query: string) => new Request(`http://localhost/admin/leads?${query}`);
const spec = leadList.view.table!;

describe("a list's table state from its URL", () => {
  it("reads the layout, a sortable column, the direction, a page size it offers, the columns and Mine", () => {
    expect(readTableState(at("layout=table&sort=value&dir=asc&size=50&cols=value,title,value&mine=1"), spec)).toEqual({
      layout: "table",
      sort: "value",
      dir: "asc",
      size: 50,
      columns: ["value", "title"],
      mine: true,
    });
    // The chooser's checkboxes post one `cols` each.
    expect(readTableState(at("cols=title&cols=status"), spec).columns).toEqual(["title", "status"]);
  });

  it("drops what the table does not have, so a stale or hand-edited link still shows the list", () => {
    const state = readTableState(at("layout=grid&sort=email;drop&dir=up&size=1000&cols=password,,&mine=yes"), spec);
    expect(state).toEqual({
      layout: "cards",
      dir: "desc",
      size: PAGE_SIZES[0],
      columns: spec.columns.slice(0, spec.shown).map((column) => column.field),
      mine: false,
    });
    // A column that does not sort is not a sort, and a list without owners has no Mine.
    const opportunities = recordScreens.opportunities.list.view.table!;
    const asked = new Request("http://localhost/admin/opportunities?sort=nextStep");
    expect(readTableState(asked, opportunities).sort).toBeUndefined();
    const contacts = recordScreens.contacts.list.view.table!;
    expect(readTableState(new Request("http://localhost/?mine=1"), contacts).mine).toBe(false);
    expect(readTableState(new Request("http://localhost/?layout=table"), undefined).layout).toBe("cards");
  });

  it("every table's columns are its records' fields, each sortable one a column of its database table", () => {
    for (const screen of Object.values(recordScreens)) {
      const table = screen.list.view.table;
      if (!table) continue;
      const fields = Object.keys(screen.list.schema.shape);
      for (const column of table.columns)
        expect(fields, `${screen.list.table}.${column.field}`).toContain(column.field);
      expect(table.shown).toBeLessThanOrEqual(table.columns.length);
    }
  });

  it("offers each kind's own bulk changes only", () => {
    expect(bulkOperationsOf(leadPages.bulk)).toEqual(["assign", "status", "delete"]);
    expect(bulkOperationsOf(taskPages.bulk)).toEqual(["status", "delete"]);
    expect(bulkOperationsOf(contactPages.bulk)).toEqual(["delete"]);
    expect(bulkOperationsOf(undefined)).toEqual([]);
  });
});

describe.each(databases)("a list's table on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));
  const actor = { id: "actor", name: "Ana Admin" };

  it("sorts by the chosen column both ways (empty values last, the id breaking ties), pages by the chosen size, narrows to an owner and to ids", async () => {
    const owner = await addStaff(db, { id: "owner-1", name: "Ion Owner" });
    const rows = Array.from({ length: 60 }, (_, i) =>
      lead({
        id: `LD-2026-${String(i + 1).padStart(3, "0")}`,
        title: `Lead ${String(i % 7)}`,
        value: i === 5 ? null : i * 1000,
        assignedTo: i < 3 ? owner : null,
      }),
    );
    await storeRecords(db, "leads", rows);
    const read = (order: Parameters<typeof queryList>[5], page = 1) =>
      queryList(db, leadList, { q: "" }, page, TODAY, order);
    const asc = await read({ sort: "value", dir: "asc", size: 50 });
    expect(asc.rows).toHaveLength(50);
    expect(asc.pageCount).toBe(2);
    expect(asc.rows.slice(0, 3).map((r) => r.value)).toEqual([0, 1000, 2000]);
    const last = await read({ sort: "value", dir: "asc", size: 50 }, 2);
    expect(last.rows.at(-1)?.value).toBeNull();
    const desc = await read({ sort: "value", dir: "desc", size: 24 });
    expect(desc.rows[0]?.value).toBe(59_000);
    // Ties broken by the id, in the same direction: a page never repeats or skips a row.
    const byTitle = await read({ sort: "title", dir: "asc", size: 100 });
    const zeros = byTitle.rows.filter((r) => r.title === "Lead 0").map((r) => r.id);
    expect(zeros).toEqual([...zeros].sort());
    const mine = await read({ dir: "desc", size: 24, owner });
    expect(mine.matching).toBe(3);
    expect(mine.cards.total).toBe(3);
    const picked = await read({ dir: "desc", size: 24, ids: ["LD-2026-910", "LD-2026-911", "nope"] });
    expect(picked.rows.map((r) => r.id).sort()).toEqual(["LD-2026-910", "LD-2026-911"]);
  });

  it("reads every sortable column's page, both ways, with and without Mine, from an index, and the cards from an index alone", async () => {
    // The planner told it may not sort or scan whole tables answers from an index where one
    // serves the order; a column without one still needs a Sort (or a Seq Scan), which fails here.
    const plan = async (query: RawBuilder<unknown>) =>
      db.transaction().execute(async (trx) => {
        await sql`set local enable_sort = off`.execute(trx);
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_bitmapscan = off`.execute(trx);
        const { rows } = await sql<{ "QUERY PLAN": unknown }>`explain (format json) ${query}`.execute(trx);
        return JSON.stringify(rows[0]!["QUERY PLAN"]);
      });
    let checked = 0;
    for (const screen of Object.values(recordScreens)) {
      const list = screen.list;
      const table = list.view.table;
      if (!table) continue;
      const cards = await plan(listReads(list, { q: "" }, TODAY).cards);
      expect(cards, `${list.table}: cards`).toContain('"Index Only Scan"');
      expect(cards, `${list.table}: cards`).not.toContain('"Seq Scan"');
      const owners = table.owned ? [undefined, "owner-x"] : [undefined];
      for (const column of table.columns) {
        if (column.sortable === false) continue;
        for (const dir of ["asc", "desc"] as const)
          for (const owner of owners) {
            const ids = await plan(listReads(list, { q: "" }, TODAY, { sort: column.field, dir, size: 50, owner }).ids);
            const what = `${list.table} by ${column.field} ${dir}${owner ? ", Mine" : ""}`;
            expect(ids, what).not.toMatch(/"Node Type": "(Incremental )?Sort"/);
            expect(ids, what).not.toContain('"Seq Scan"');
            checked++;
          }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it("bulk changes run each row through its page's rules and record each in its history", async () => {
    const owner = await addStaff(db, { id: "owner-2", name: "Maria Owner" });
    // Stored as LD-2026-900 and LD-2026-901.
    await storeRecords(db, "leads", [
      lead({ status: "New", assignedTo: null }),
      lead({ status: "Converted", assignedTo: null }),
    ]);
    await db
      .updateTable("leads")
      .set({ converted_at: new Date("2026-11-01T10:00:00.000Z") })
      .where("id", "=", "LD-2026-901")
      .execute();
    const bulk = leadPages.bulk!;
    await bulk.assign!(db, actor, "LD-2026-900", owner);
    // A converted lead refuses every change but a note: the bulk change leaves it.
    await expect(bulk.assign!(db, actor, "LD-2026-901", owner)).rejects.toMatchObject({ key: "converted" });
    await expect(bulk.status!.run(db, actor, "LD-2026-900", "Nonsense")).rejects.toMatchObject({
      key: "invalidChoice",
    });
    await bulk.status!.run(db, actor, "LD-2026-900", "Contacted");
    const stored = await db
      .selectFrom("leads")
      .select(["status", "assigned_to"])
      .where("id", "=", "LD-2026-900")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "Contacted", assigned_to: owner });
    const actions = (await eventsOf(db, "lead", "LD-2026-900")).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(["assigned", "status"]));
    await bulk.delete!(db, actor, "LD-2026-900");
    expect(await db.selectFrom("leads").select("id").where("id", "=", "LD-2026-900").execute()).toEqual([]);
  });

  it("keeps an administrator's saved filters within the form's limits, one name a list, gone with the account", async () => {
    const owner = await addStaff(db, { id: "owner-3", name: "Saved Owner" });
    const save = (name: string, query = "q=cluj") =>
      db.insertInto("saved_filters").values({ user_id: owner, screen: "leads", name, query }).execute();
    await expect(save("x".repeat(SAVED_FILTER_NAME_LIMIT))).resolves.toBeDefined();
    await expect(save("y".repeat(SAVED_FILTER_NAME_LIMIT + 1))).rejects.toThrow(/saved_filters_name_size/);
    await expect(save("", "q=a")).rejects.toThrow(/saved_filters_name_size/);
    await expect(save("long", "q".repeat(SAVED_FILTER_QUERY_LIMIT + 1))).rejects.toThrow(/saved_filters_query_size/);
    await expect(save("x".repeat(SAVED_FILTER_NAME_LIMIT))).rejects.toThrow(/saved_filters_unique_name/);
    await db.deleteFrom("user").where("id", "=", owner).execute();
    expect(await db.selectFrom("saved_filters").select("id").where("user_id", "=", owner).execute()).toEqual([]);
  });
});
