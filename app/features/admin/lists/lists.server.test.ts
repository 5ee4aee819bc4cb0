import { sql, type Kysely } from "kysely";
import { snakeCase } from "~/lib/case";
import { describe, expect, it } from "vitest";
import {
  affiliate,
  campaign,
  commission,
  contact,
  invoice,
  lead,
  opportunity,
  socialPost,
  storeRecords,
} from "../../../../tests/support/admin-fixtures";
import type { Database } from "~/server/db/schema";
import { migratedDatabase, testDatabases } from "../../../../tests/support/databases";
import { queryList, type ListDefinition, type ListSelect } from "~/admin-kit/lists/query.server";
import { affiliateList } from "~/entities/affiliate/list.server";
import { campaignList } from "~/entities/campaign/list.server";
import { commissionList } from "~/entities/commission/list.server";
import { contactList } from "~/entities/contact/list.server";
import { invoiceList } from "~/entities/invoice/list.server";
import { leadList } from "~/entities/lead/list.server";
import { opportunityList } from "~/entities/opportunity/list.server";
import { socialPostList } from "~/entities/social-post/list.server";
import { exportableLists } from "./registry.server";

const databases = testDatabases();

const TODAY = "2026-11-20";

/**
 * What each list's search, selects and cards mean, on small stated records in the database: the
 * search is a case-insensitive substring of the list's named fields only, and every card
 * aggregates every matching row.
 */
describe.each(databases)("list queries on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  const stored = <T extends { id: string }>(
    list: ListDefinition<T, string, Record<string, ListSelect>>,
    records: T[],
  ) => storeRecords(db, list.table, records);

  async function matching<T extends { id: string }, K extends string>(
    list: ListDefinition<T, K, Record<string, ListSelect>>,
    query: { q?: string } & Record<string, string>,
  ) {
    return (await queryList(db, list, { q: "", ...query }, 1, TODAY)).rows;
  }

  it("searches each list's named fields only, ignoring case, and narrows by its selects", async () => {
    const ana = contact({
      firstName: "Ana",
      lastName: "Pop",
      email: "ana.pop@example.ro",
      company: "Acme Dev",
      notes: "tower",
    });
    const ion = contact({
      firstName: "Ion",
      lastName: "Marin",
      email: "ion@parc.ro",
      company: "Parc SRL",
      status: "Hot Lead",
      jobTitle: "Acme fan",
    });
    await stored(contactList, [ana, ion]);
    const names = async (query: Record<string, string>) =>
      (await matching(contactList, query)).map((c) => c.firstName).sort();
    expect(await names({ q: "marin" })).toEqual(["Ion"]);
    expect(await names({ q: "PARC.RO" })).toEqual(["Ion"]);
    expect(await names({ q: "acme" })).toEqual(["Ana"]);
    expect(await names({ q: "tower" })).toEqual([]);
    expect(await names({ status: "Hot Lead" })).toEqual(["Ion"]);
    expect(await names({ q: "ana", status: "Hot Lead" })).toEqual([]);

    await stored(leadList, [lead({ title: "Tower", contactName: "X", company: "Y", description: "hidden" })]);
    expect(await matching(leadList, { q: "hidden" })).toEqual([]);
    await stored(leadList, [lead({ contactName: "Maria Ionescu" })]);
    expect(await matching(leadList, { q: "ionescu" })).toHaveLength(1);
    await stored(opportunityList, [opportunity({ company: "Primăria Cluj" })]);
    expect(await matching(opportunityList, { q: "primăria" })).toHaveLength(1);
    await stored(invoiceList, [invoice({ description: "Duplicator supply" })]);
    expect(await matching(invoiceList, { q: "DUPLICATOR" })).toHaveLength(1);
    await stored(invoiceList, [invoice({ clientEmail: "x@secret.ro" })]);
    expect(await matching(invoiceList, { q: "secret" })).toHaveLength(0);
    await stored(affiliateList, [affiliate()]);
    expect(await matching(affiliateList, { q: "arh2024" })).toHaveLength(1);
    await stored(commissionList, [commission(), commission({ status: "Paid", paidDate: "2026-02-01" })]);
    expect(await matching(commissionList, { q: "afr-001", status: "Paid" })).toHaveLength(1);
    await stored(campaignList, [campaign()]);
    expect(await matching(campaignList, { q: "linkedin" })).toHaveLength(1);
    await stored(socialPostList, [socialPost({ campaignName: "Winter Fair" })]);
    expect(await matching(socialPostList, { q: "winter" })).toHaveLength(1);
  });

  it("each list's searched fields are exactly the columns its table's search text joins", async () => {
    for (const list of Object.values(exportableLists)) {
      const { rows } = await sql<{ expression: string }>`
        select generation_expression as expression from information_schema.columns
        where table_schema = current_schema() and table_name = ${list.table} and column_name = 'search'`.execute(db);
      const { rows: columns } = await sql<{ name: string }>`
        select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${list.table} and column_name <> 'search'`.execute(db);
      const expression = rows[0]?.expression ?? "";
      const joined = columns.map((c) => c.name).filter((name) => new RegExp(`\\b${name}\\b`).test(expression));
      expect(joined.sort(), list.table).toEqual(list.searched.map(snakeCase).sort());
    }
  });

  it("counts the invoice periods from today by issue date", async () => {
    await stored(invoiceList, [
      invoice({ issueDate: "2026-11-01", dueDate: "2026-12-01" }),
      invoice({ issueDate: "2026-10-31", dueDate: "2026-11-30" }),
      invoice({ issueDate: "2026-10-22", dueDate: "2026-11-21" }),
      invoice({ issueDate: "2026-10-21", dueDate: "2026-11-20" }),
      invoice({ issueDate: "2026-08-23", dueDate: "2026-09-22" }),
      invoice({ issueDate: "2026-01-01", dueDate: "2026-01-31" }),
      invoice({ issueDate: "2025-12-31", dueDate: "2026-01-30" }),
      invoice({ issueDate: "2026-11-21", dueDate: "2026-12-21" }),
    ]);
    const days = async (period: string) => (await matching(invoiceList, { period })).map((i) => i.issueDate).sort();
    expect(await days("thisMonth")).toEqual(["2026-11-01"]);
    expect(await days("last30")).toEqual(["2026-10-22", "2026-10-31", "2026-11-01"]);
    expect(await days("last90")).toEqual(["2026-08-23", "2026-10-21", "2026-10-22", "2026-10-31", "2026-11-01"]);
    expect(await days("thisYear")).toEqual([
      "2026-01-01",
      "2026-08-23",
      "2026-10-21",
      "2026-10-22",
      "2026-10-31",
      "2026-11-01",
    ]);
  });

  async function cards<T extends { id: string }, K extends string>(
    list: ListDefinition<T, K, Record<string, ListSelect>>,
    records: T[],
  ) {
    await stored(list, records);
    return (await queryList(db, list, { q: "" }, 1, TODAY)).cards;
  }

  it("computes every list's cards over the matching records", async () => {
    expect(
      await cards(contactList, [
        contact({ status: "Active Customer", value: 100.5 }),
        contact({ status: "Hot Lead", value: 200.25 }),
        contact({ status: "Hot Lead", value: 0 }),
      ]),
    ).toEqual({ total: 3, activeCustomers: 1, hotLeads: 2, totalValue: 300.75 });
    expect(await cards(contactList, [])).toEqual({ total: 0, activeCustomers: 0, hotLeads: 0, totalValue: 0 });
    expect(
      await cards(leadList, [
        lead({ value: 1000, probability: 20, createdAt: "2026-11-02" }),
        lead({ value: 3000, probability: 81, createdAt: "2026-10-30" }),
      ]),
    ).toEqual({ total: 2, pipelineValue: 4000, averageProbability: 51, thisMonth: 1 });
    expect(
      await cards(opportunityList, [
        opportunity({ value: 1000, probability: 40 }),
        opportunity({ value: 2000, probability: 60, stage: "Negotiation" }),
        opportunity({ value: 5000, probability: 100, stage: "Closed Won", wonDate: "2026-06-01" }),
        opportunity({ value: 9000, probability: 0, stage: "Closed Lost" }),
      ]),
    ).toEqual({ total: 4, pipelineValue: 3000, wonValue: 5000, averageOpenProbability: 50 });
    expect(
      await cards(invoiceList, [
        invoice({ status: "Paid", paidDate: "2026-02-01" }),
        invoice({ status: "Sent" }),
        invoice({ status: "Pending" }),
        invoice({ status: "Overdue" }),
        invoice({ status: "Draft" }),
      ]),
    ).toEqual({ paidTotal: 1210, pendingTotal: 2420, overdueTotal: 1210, count: 5 });
    expect(
      await cards(affiliateList, [
        affiliate({ commissionRate: 6, totalEarnings: 60, totalSales: 1000 }),
        affiliate({
          status: "Pending",
          commissionRate: 15,
          totalEarnings: 150,
          totalSales: 1000,
          affiliateCode: "XYZ2025",
        }),
      ]),
    ).toEqual({ active: 1, totalCommissions: 210, totalSales: 2000, averageCommissionRate: 10.5 });
    expect(
      await cards(commissionList, [
        commission({ commissionAmount: 100 }),
        commission({ status: "Processing", commissionAmount: 50 }),
        commission({ status: "Paid", paidDate: "2026-02-01", commissionAmount: 25 }),
        commission({ status: "Overdue", commissionAmount: 10 }),
      ]),
    ).toEqual({ total: 185, paid: 25, pending: 150, overdue: 10 });
    expect(
      await cards(campaignList, [campaign(), campaign({ status: "Paused", budget: 500, spent: 700, reach: 50 })]),
    ).toEqual({ totalBudget: 1500, totalSpent: 1200, totalReach: 150, active: 1 });
    expect(
      await cards(socialPostList, [
        socialPost(),
        socialPost({ status: "Scheduled", publishedDate: null }),
        socialPost({ status: "Failed", publishedDate: null }),
      ]),
    ).toEqual({ total: 3, published: 1, scheduled: 1, totalEngagement: 15 });
  });
});
