import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../../tests/support/databases";
import { contactSample } from "~/entities/contact/sample";
import { migrateToLatest } from "~/server/db/migrate.server";
import type { Database } from "~/server/db/schema";
import { contactList } from "~/entities/contact/list.server";
import { invoiceList } from "~/entities/invoice/list.server";
import { leadList } from "~/entities/lead/list.server";
import { storedRecords } from "../../../../tests/support/admin-records";
import { nextInvoiceNumber } from "~/entities/invoice/numbers.server";
import { likePattern, PAGE_SIZE, queryList } from "~/admin-kit/lists/query.server";
import { quoteRequestRow, contactMessageRow } from "../../../../tests/support/arrivals";

const databases = testDatabases();

const TODAY = "2026-11-22";

describe.each(databases)("live records on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("titles a quote request's lead in its language, with Romanian's \"de\" and both languages' singular", async () => {
    const title = async (lang: string, type: string, spaces: number) =>
      (await sql<{ t: string }>`select lead_title(${lang}, ${type}, ${spaces}) as t`.execute(db)).rows[0]!.t;
    expect(await title("en", "commercial", 1)).toBe("Commercial project, 1 space");
    expect(await title("en", "industrial", 30)).toBe("Industrial project, 30 spaces");
    expect(await title("ro", "residential", 1)).toBe("Proiect rezidențial, 1 loc");
    expect(await title("ro", "commercial", 12)).toBe("Proiect comercial, 12 locuri");
    expect(await title("ro", "industrial", 20)).toBe("Proiect industrial, 20 de locuri");
    expect(await title("ro", "residential", 101)).toBe("Proiect rezidențial, 101 locuri");
    expect(await title("ro", "residential", 200)).toBe("Proiect rezidențial, 200 de locuri");
    expect(await title("ro", "residential", 1119)).toBe("Proiect rezidențial, 1119 locuri");
  });

  it("turns a quote request into a New lead with no value, and a contact message and a new account into contacts", async () => {
    const quote = await db
      .insertInto("quote_requests")
      .values(
        quoteRequestRow({
          name: "Ioana Marin",
          email: "ioana@rezidential.ro",
          phone: "+40 722 111 222",
          company: "Rezidențial Nord SRL",
          project_type: "residential",
          spaces: 48,
          message: "Subsol cu 48 de locuri",
          lang: "ro",
          page: "/ro",
        }),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    const lead = await db
      .selectFrom("leads")
      .selectAll()
      .where("quote_request_id", "=", quote.id)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      // Titled in the language the visitor wrote in.
      title: "Proiect rezidențial, 48 de locuri",
      contact_name: "Ioana Marin",
      company: "Rezidențial Nord SRL",
      email: "ioana@rezidential.ro",
      phone: "+40 722 111 222",
      value: null,
      status: "New",
      priority: "Medium",
      source: "website",
      description: "Subsol cu 48 de locuri",
    });
    expect(lead.id).toMatch(/^LD-\d{4}-\d{3,}$/);

    await db
      .insertInto("contact_messages")
      .values(
        contactMessageRow({
          name: "Pierre  Dubois Martin",
          email: "p.dubois@parking-lyon.fr",
          subject: "Visit",
          message: "Can we visit a site?",
          form: "contact",
          lang: "en",
          page: "/contact",
        }),
      )
      .execute();
    await db
      .insertInto("user")
      .values({
        id: `u-${target.name}`,
        name: "Ana",
        email: "Ana@Example.ro",
        emailVerified: false,
        image: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .execute();
    // A second message from a known address refreshes that contact rather than adding another.
    await db
      .insertInto("contact_messages")
      .values(
        contactMessageRow({
          name: "Ana",
          email: "ana@example.ro",
          phone: "+40 700 000 000",
          subject: "Again",
          message: "Second message",
          form: "home",
          lang: "ro",
          page: "/ro",
        }),
      )
      .execute();
    const contacts = await db
      .selectFrom("contacts")
      .select(["first_name", "last_name", "email", "status", "origin", "notes"])
      .orderBy("id")
      .execute();
    expect(contacts).toEqual([
      {
        first_name: "Pierre",
        last_name: "Dubois Martin",
        email: "p.dubois@parking-lyon.fr",
        status: "New Lead",
        origin: "contact_message",
        notes: "Visit: Can we visit a site?",
      },
      {
        first_name: "Ana",
        last_name: "",
        email: "Ana@Example.ro",
        status: "New Lead",
        origin: "user",
        notes: "Registered an account\n\nAgain: Second message",
      },
    ]);
    const events = await db
      .selectFrom("record_events")
      .select(["entity", "action", "actor_name"])
      .orderBy("id")
      .execute();
    expect(events.map((e) => `${e.entity}:${e.action}`)).toEqual([
      "lead:received",
      "contact:message",
      "contact:registered",
      "contact:message",
    ]);

    // Every live row reads back through its domain schema.
    const records = await storedRecords(db);
    expect(records.leads[0]).toMatchObject({
      contactName: "Ioana Marin",
      value: null,
      status: "New",
      assignedTo: null,
    });
    expect(records.contacts.map((c) => c.email).sort()).toEqual(["Ana@Example.ro", "p.dubois@parking-lyon.fr"]);
    expect(records.activities[0]).toMatchObject({
      type: "email",
      by: "Website",
      title: { en: "Contact message received from the website", ro: "Mesaj de contact primit de pe site" },
    });
  });

  it("an account made an administrator is staff: its registration's contact goes, a worked-on one stays", async () => {
    const register = (id: string, email: string) =>
      db
        .insertInto("user")
        .values({ id, name: id, email, emailVerified: true, image: null, createdAt: new Date(), updatedAt: new Date() })
        .execute();
    const contactOf = (id: string) =>
      db.selectFrom("contacts").select(["id", "status"]).where("origin_id", "=", id).executeTakeFirst();
    await register("staff-new", "staff.new@example.ro");
    await register("staff-customer", "staff.customer@example.ro");
    expect(await contactOf("staff-new")).toBeDefined();
    // Someone worked on the second one: it is a customer too.
    await db
      .updateTable("contacts")
      .set({ status: "Active Customer" })
      .where("origin_id", "=", "staff-customer")
      .execute();
    for (const id of ["staff-new", "staff-customer"])
      await db.insertInto("admin_profiles").values({ user_id: id, role: "admin", permissions: "{}" }).execute();
    expect(await contactOf("staff-new")).toBeUndefined();
    expect(await contactOf("staff-customer")).toMatchObject({ status: "Active Customer" });
  });

  it("searches, filters and pages a list in the database, with cards over every matching row", async () => {
    // Enough contacts for two pages: the samples, then generated ones at one company.
    // (Ids of their own: the table numbers new contacts CT-<year>-001 onwards.)
    const rows = [
      ...contactSample.map((c, i) => ({ ...c, id: `CT-2024-${100 + i}` })),
      ...Array.from({ length: 30 }, (_, i) => ({
        ...contactSample[0]!,
        id: `CT-2025-${String(500 + i)}`,
        firstName: `Radu${i}`,
        email: `radu${i}@Parcari-Sud.ro`,
        company: "Parcări Sud 50%_Off",
        status: i % 3 === 0 ? ("Hot Lead" as const) : ("Active Customer" as const),
        value: 1000,
        createdAt: `2025-06-${String(1 + (i % 28)).padStart(2, "0")}`,
      })),
    ];
    await db
      .insertInto("contacts")
      .values(
        rows.map((c) => ({
          id: c.id,
          first_name: c.firstName,
          last_name: c.lastName,
          email: c.email,
          phone: c.phone,
          company: c.company,
          job_title: c.jobTitle,
          status: c.status,
          source: c.source,
          notes: c.notes,
          value: c.value,
          created_at: c.createdAt,
          last_contact: c.lastContact,
        })),
      )
      .execute();

    const first = await queryList(db, contactList, { q: "PARCĂRI sud" }, 1, TODAY);
    expect(first.matching).toBe(30);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    expect(first.cards).toEqual({ total: 30, activeCustomers: 20, hotLeads: 10, totalValue: 30000 });
    const second = await queryList(db, contactList, { q: "parcări sud" }, 2, TODAY);
    expect(second.rows).toHaveLength(30 - PAGE_SIZE);
    expect(new Set([...first.rows, ...second.rows].map((c) => c.id)).size).toBe(30);
    // Newest first.
    const created = first.rows.map((c) => c.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    // Selects narrow; % and _ are plain characters; a contact's first and last names are one field
    // (as people type a name), but a match never spans two fields.
    const hot = await queryList(db, contactList, { q: "parcari-sud.ro", status: "Hot Lead" }, 1, TODAY);
    expect(hot.matching).toBe(10);
    expect(hot.rows.every((c) => c.status === "Hot Lead")).toBe(true);
    expect((await queryList(db, contactList, { q: "50%_off" }, 1, TODAY)).matching).toBe(30);
    expect((await queryList(db, contactList, { q: "50_%off" }, 1, TODAY)).matching).toBe(0);
    const sample = contactSample[0]!;
    expect((await queryList(db, contactList, { q: `${sample.firstName} ${sample.lastName}` }, 1, TODAY)).matching).toBe(
      1,
    );
    expect((await queryList(db, contactList, { q: `${sample.lastName} ${sample.email}` }, 1, TODAY)).matching).toBe(0);
    expect((await queryList(db, contactList, { q: "no such contact anywhere" }, 1, TODAY)).rows).toEqual([]);
  });

  it("counts the lead cards over all matching leads and an empty table as zeros", async () => {
    const empty = await queryList(db, invoiceList, { q: "" }, 1, TODAY);
    expect(empty).toMatchObject({
      rows: [],
      matching: 0,
      pageCount: 1,
      cards: { paidTotal: 0, pendingTotal: 0, overdueTotal: 0, count: 0 },
    });
    await db
      .insertInto("leads")
      .values({
        id: "LD-2026-900",
        title: "Office tower",
        contact_name: "Mihai Pop",
        company: "Tower SA",
        email: "m@tower.ro",
        phone: "",
        value: 250000,
        probability: 60,
        status: "Qualified",
        priority: "High",
        source: "referral",
        system_type: "multiSlot",
        expected_close_date: "2027-03-01",
        description: "",
        assigned_to: null,
        created_at: "2026-11-05",
        last_activity: "2026-11-06",
        quote_request_id: null,
        converted_at: null,
        contact_id: null,
        opportunity_id: null,
      })
      .execute();
    // The quote request's lead was made on the real day of the run: date it in TODAY's month, so
    // "this month" does not depend on when the test runs.
    await db.updateTable("leads").set({ created_at: "2026-11-20" }).where("quote_request_id", "is not", null).execute();
    const leads = await queryList(db, leadList, { q: "" }, 1, TODAY);
    // The quote request's lead (no value, 10%) and this one (250,000, 60%).
    expect(leads.cards).toEqual({ total: 2, pipelineValue: 250000, averageProbability: 35, thisMonth: 2 });
    expect(leads.rows.find((l) => l.id === "LD-2026-900")).toMatchObject({
      id: "LD-2026-900",
      systemType: "multiSlot",
      expectedCloseDate: "2027-03-01",
      value: 250000,
    });
  });
});

describe("likePattern", () => {
  it("escapes the wildcards a visitor types", () => {
    expect(likePattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});

describe.each(databases)("seeding on $name", (target) => {
  it("fills every live table with rows that read back through their schemas, and the lists count them", async () => {
    const { seedLiveTables } = await import("~/entities/seed.server");
    const handle = await target.open();
    try {
      const db = handle.db;
      await migrateToLatest(db);
      const before = await storedRecords(db);
      // Record numbers keep every digit past 999.
      const ids = await sql<{
        a: string;
        b: string;
      }>`select record_id('CT-2026-', 7) as a, record_id('CT-2026-', 123456) as b`.execute(db);
      expect(ids.rows[0]).toEqual({ a: "CT-2026-007", b: "CT-2026-123456" });
      // Invoice numbers come from the one series: numbers taken before and after the seed never meet a seeded one.
      const today = new Date().toISOString().slice(0, 10);
      const take = () => db.transaction().execute((trx) => nextInvoiceNumber(trx, today));
      const before1 = await take();
      const counts = await seedLiveTables(db, 300);
      const after1 = await take();
      const stored = await db.selectFrom("invoices").select(["id", "invoice_number"]).execute();
      const taken = new Set(stored.flatMap((row) => [row.id, row.invoice_number]));
      expect(taken.has(before1) || taken.has(after1)).toBe(false);
      const seeded = await db
        .selectFrom("invoices")
        .select(["id", "invoice_number"])
        .where("client_email", "like", "%@seed.example")
        .execute();
      expect(seeded).toHaveLength(30);
      expect(seeded.every((row) => row.id === row.invoice_number && /^INV-\d{4}-\d{3,}$/.test(row.id))).toBe(true);
      expect(counts).toEqual({
        contacts: 300,
        leads: 300,
        opportunities: 30,
        invoices: 30,
        affiliates: 3,
        commissions: 3,
        campaigns: 3,
        social_posts: 3,
        tasks: 30,
      });
      const after = await storedRecords(db);
      expect(after.contacts.length - before.contacts.length).toBe(300);
      expect(after.leads.length - before.leads.length).toBe(300);
      expect(after.opportunities.length - before.opportunities.length).toBe(30);
      expect(after.invoices.length - before.invoices.length).toBe(30);
      expect(after.affiliates.length - before.affiliates.length).toBe(3);
      expect(after.social_posts.length - before.social_posts.length).toBe(3);
      expect(after.tasks.length - before.tasks.length).toBe(30);
      expect(after.opportunities.filter((o) => o.stage === "Closed Won").every((o) => o.wonDate !== null)).toBe(true);
      const leads = await queryList(db, leadList, { q: "office tower" }, 1, TODAY);
      expect(leads.matching).toBe(
        after.leads.filter(
          (l) =>
            l.title.toLowerCase().includes("office tower") ||
            l.contactName.toLowerCase().includes("office tower") ||
            l.company.toLowerCase().includes("office tower"),
        ).length,
      );
      expect(leads.matching).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});
