import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { hitRateLimit } from "../rate-limit.server";
import { migrateToLatest } from "./migrate.server";
import {
  columnLimits,
  columnRanges,
  columnVocabularies,
  constraintName,
  rangeConstraintName,
  vocabularyConstraintName,
} from "~/entities/column-limits.server";
import { NUMBER_LIMITS } from "~/domain/number-limits";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { ADMIN_TABLES } from "~/entities/tables";
import { quoteRequestRow, contactMessageRow } from "../../../tests/support/arrivals";

const databases = testDatabases();

/** The CHECK constraints of the current schema whose names end in `_<suffix>`, with their definitions. */
async function checkConstraints(db: Kysely<Database>, suffix: string) {
  const { rows } = await sql<{ name: string; definition: string }>`
    select c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = current_schema() and c.contype = 'c' and c.conname like ${`%\\_${suffix}`}`.execute(db);
  return rows;
}

describe.each(databases)("database on $name", (target) => {
  /** Runs `test` on this back end's database, migrated, and closes it after. */
  async function onMigrated(test: (db: Kysely<Database>) => Promise<void>) {
    const { db, close } = await target.open();
    try {
      await migrateToLatest(db);
      await test(db);
    } finally {
      await close();
    }
  }

  it("applies every migration once; a second run changes nothing", async () => {
    const { db, close } = await target.open();
    try {
      const first = await migrateToLatest(db);
      expect(first).toEqual([
        "0001_auth",
        "0002_profiles",
        "0003_rate_limits",
        "0004_leads",
        "0005_admin_records",
        "0006_field_limits",
        "0007_selector_configuration",
        "0008_vocabularies",
        "0009_invoice_numbers",
        "0010_invoice_cancelled",
        "0011_notification_reads",
        "0012_records_by_hand",
        "0013_invoice_tax_rate",
        "0014_lead_form_tokens",
        "0015_number_ranges",
        "0016_all_system_types",
        "0017_invoice_delivery_date",
        "0018_installations",
        "0019_company_settings",
        "0020_client_details_and_cash_vat",
        "0021_invoice_vat_category_and_exchange_rate",
        "0022_payments",
        "0023_credit_notes",
        "0024_invoice_series",
        "0025_intra_community_supply",
        "0026_contact_client_details",
        "0027_not_subject_to_vat",
        "0028_spaces_range",
        "0029_notification_opened",
        "0030_lead_converted_and_titles",
        "0031_staff_are_not_contacts",
        "0032_linked_record_indexes",
        "0033_staff_owners",
        "0034_tasks",
        "0035_meetings",
        "0036_saved_filters",
        "0037_list_sort_indexes",
        "0038_loss_reasons",
        "0039_second_factor",
        "0040_admin_invitations",
        "0041_audit_log",
        "0042_record_events_audit",
        "0043_passkeys",
      ]);
      expect(await migrateToLatest(db)).toEqual([]);
      const tables = await sql<{
        table_name: string;
      }>`select table_name from information_schema.tables where table_schema = current_schema() order by 1`.execute(db);
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          "user",
          "session",
          "account",
          "verification",
          "rateLimit",
          "profiles",
          "admin_profiles",
          "rate_limits",
          "quote_requests",
          "contact_messages",
          ...ADMIN_TABLES,
        ]),
      );
    } finally {
      await close();
    }
  });

  it("takes in each vocabulary column exactly its schema's values (a value renamed or added without a migration fails here)", () =>
    onMigrated(async (db) => {
      const rows = await checkConstraints(db, "vocabulary");
      // PostgreSQL writes `in (...)` back as `= ANY (ARRAY['a'::text, ...])`: read the quoted values.
      const inDatabase = Object.fromEntries(
        rows.map((r) => [
          r.name,
          [...r.definition.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'")),
        ]),
      );
      const vocabularies = columnVocabularies();
      expect(vocabularies.map((v) => `${v.table}.${v.column}`)).toEqual(
        expect.arrayContaining(["leads.status", "opportunities.stage", "invoices.status", "leads.priority"]),
      );
      expect(inDatabase).toEqual(
        Object.fromEntries(vocabularies.map((v) => [vocabularyConstraintName(v), [...v.values]])),
      );
      // The triggers that turn arrivals into leads and contacts write vocabulary values: an arrival still lands.
      await db
        .insertInto("quote_requests")
        .values(quoteRequestRow({ name: "Vocabulary Test", email: "vocab@example.ro" }))
        .execute();
      await db
        .insertInto("contact_messages")
        .values(contactMessageRow({ name: "Vocabulary Test", email: "vocab@example.ro" }))
        .execute();
      expect(
        await db
          .selectFrom("leads")
          .select(["status", "priority", "source"])
          .where("email", "=", "vocab@example.ro")
          .execute(),
      ).toHaveLength(1);
      // And a value outside the vocabulary is refused.
      await expect(sql`update leads set status = 'Won' where email = 'vocab@example.ro'`.execute(db)).rejects.toThrow(
        /leads_status_vocabulary/,
      );
    }));

  it("enforces each stored field's length exactly as its schema does (a limit changed without a migration fails here)", () =>
    onMigrated(async (db) => {
      const rows = await checkConstraints(db, "length");
      const inDatabase = Object.fromEntries(rows.map((r) => [r.name, Number(/<= (\d+)/.exec(r.definition)?.[1])]));
      const limits = columnLimits();
      expect(limits.length).toBeGreaterThan(40);
      expect(inDatabase).toEqual(Object.fromEntries(limits.map((l) => [constraintName(l), l.max])));
      // And the database refuses one character more than the contract, while taking the limit itself.
      const name = (n: number) => "x".repeat(n);
      const insert = (n: number) =>
        db
          .insertInto("quote_requests")
          .values(quoteRequestRow({ name: name(n), email: "a@b.ro" }))
          .execute();
      await expect(insert(TEXT_LIMITS.personName)).resolves.toBeDefined();
      await expect(insert(TEXT_LIMITS.personName + 1)).rejects.toThrow(/quote_requests_name_length/);
    }));

  it("holds each stored number within its schema's range (a range changed without a migration fails here)", () =>
    onMigrated(async (db) => {
      const rows = await checkConstraints(db, "range");
      // PostgreSQL writes `between a and b` back as `(x >= (a)::numeric) AND (x <= ('b'::bigint)::numeric)`: read the bounds.
      const inDatabase = Object.fromEntries(
        rows.map((r) => [r.name, [...r.definition.matchAll(/([<>]=) \(*'?(-?[\d.]+)/g)].map((m) => Number(m[2]))]),
      );
      const ranges = columnRanges();
      expect(ranges.map((r) => `${r.table}.${r.column}${r.key ? `.${r.key}` : ""}`)).toEqual(
        expect.arrayContaining([
          "campaigns.reach",
          "leads.value",
          "invoices.total_amount",
          "social_posts.engagement_data.likes",
          "quote_requests.spaces",
        ]),
      );
      expect(inDatabase).toEqual(Object.fromEntries(ranges.map((r) => [rangeConstraintName(r), [r.min, r.max]])));
      // The largest number is taken, one more refused, and a figure that is not a number too.
      const spaces = (n: number) =>
        db
          .insertInto("quote_requests")
          .values({ ...quoteRequestRow({ name: "Range Test", email: "range@example.ro" }), spaces: n })
          .execute();
      await expect(spaces(NUMBER_LIMITS.spaces.max)).resolves.toBeDefined();
      await expect(spaces(NUMBER_LIMITS.spaces.max + 1)).rejects.toThrow(/quote_requests_spaces_range/);
      const post = (engagement: string) =>
        sql`insert into social_posts (content, platform, status, scheduled_date, created_by, engagement_data)
            values ('Range test', 'LinkedIn', 'Draft', now(), 'Test', ${engagement}::jsonb)`.execute(db);
      const max = NUMBER_LIMITS.count.max;
      await expect(
        post(JSON.stringify({ likes: max, shares: max, comments: max, reach: max, clicks: max })),
      ).resolves.toBeDefined();
      await expect(
        post(JSON.stringify({ likes: max + 1, shares: 0, comments: 0, reach: 0, clicks: 0 })),
      ).rejects.toThrow(/social_posts_engagement_data_likes_range/);
      await expect(
        post(JSON.stringify({ likes: "many", shares: 0, comments: 0, reach: 0, clicks: 0 })),
      ).rejects.toThrow(/social_posts_engagement_data_likes_range/);
    }));

  it("a failed query or transaction does not hold the connection: the next requests go through", () =>
    onMigrated(async (db) => {
      await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow();
      await expect(db.transaction().execute(async (trx) => sql`select 1 / 0`.execute(trx))).rejects.toThrow();
      // Several at once, each on its own, as concurrent requests would.
      const results = await Promise.all([1, 2, 3].map((n) => sql<{ n: number }>`select ${n}::int as n`.execute(db)));
      expect(results.map((r) => r.rows[0]!.n)).toEqual([1, 2, 3]);
    }));

  it("keeps a write made while another transaction is open and rolls back", () =>
    onMigrated(async (db) => {
      const key = (name: string) => `${target.name}-${name}`;
      const inTransaction = db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto("rate_limits")
            .values({ key: key("rolled-back"), window_start: new Date(0), count: 1 })
            .execute();
          await new Promise((r) => setTimeout(r, 100));
          throw new Error("roll back");
        })
        .catch((error: Error) => error.message);
      await new Promise((r) => setTimeout(r, 20));
      await db
        .insertInto("rate_limits")
        .values({ key: key("kept"), window_start: new Date(0), count: 1 })
        .execute();
      expect(await inTransaction).toBe("roll back");
      const keys = (
        await db.selectFrom("rate_limits").select("key").where("key", "like", `${target.name}-%`).execute()
      ).map((r) => r.key);
      expect(keys).toEqual([key("kept")]);
    }));

  it("counts rate-limited requests in the database, across connections", async () => {
    const a = await target.open();
    try {
      await migrateToLatest(a.db);
      const rule = { limit: 3, windowSeconds: 60 };
      const now = Date.UTC(2026, 10, 22, 10, 0, 30);
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await hitRateLimit(a.db, "signin:1.2.3.4", rule, now));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true]);
      // A second pool stands for a second server process (a worker).
      const b = await target.open();
      try {
        const fourth = await hitRateLimit(b.db, "signin:1.2.3.4", rule, now);
        expect(fourth).toMatchObject({ allowed: false, count: 4, retryAfterSeconds: 30 });
      } finally {
        await b.close();
      }
      // The next window starts afresh; another key has its own count.
      expect((await hitRateLimit(a.db, "signin:1.2.3.4", rule, now + 60_000)).allowed).toBe(true);
      expect((await hitRateLimit(a.db, "signup:1.2.3.4", rule, now)).count).toBe(1);
    } finally {
      await a.close();
    }
  });
});
