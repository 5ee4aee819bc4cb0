import { sql, type Kysely } from "kysely";
import { noClientDetails } from "../../../../tests/support/admin-fixtures";
import { payInFull } from "../../../../tests/support/invoices";
import { addStaff } from "../../../../tests/support/staff";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../../tests/support/databases";
import { officeDay } from "~/domain/admin/dates";
import { invoiceSample } from "~/entities/invoice/sample";
import type { Database } from "~/server/db/schema";
import { deleteContact, saveContact } from "~/entities/contact/actions.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findInvoice } from "~/entities/invoice/find.server";
import { findLead } from "~/entities/lead/find.server";
import { findOpportunity } from "~/entities/opportunity/find.server";
import { actOnLead } from "~/entities/lead/actions.server";
import { describeEvent, eventsOf, recordEvent } from "~/admin-kit/records/events.server";
import { actOnOpportunity, moveOpportunity } from "~/entities/opportunity/actions.server";
import { stageProbability } from "~/entities/opportunity/rules";

const databases = testDatabases();

const actor = { id: "admin-1", name: "Ioana Marinescu" };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "done",
    (error: unknown) => (error instanceof ActionRefused ? `${error.status} ${error.key}` : String(error)),
  );

describe.each(databases)("staff actions on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("names who acted by their account as it is named now, not by the name they had (or gave themself)", async () => {
    const id = `actor-${Date.now()}`;
    await sql`insert into "user" (id, name, email, "emailVerified") values (${id}, 'Ana', ${`${id}@example.ro`}, true)`.execute(
      db,
    );
    await sql`insert into profiles (user_id, full_name) values (${id}, 'Ana Pop')`.execute(db);
    await recordEvent(db, { id, name: "Ana Pop" }, "lead", "LD-2026-777", "status", { from: "New", to: "Contacted" });
    await sql`insert into record_events (entity, record_id, action, detail, actor_id, actor_name) values ('lead', 'LD-2026-777', 'received', '{}', null, 'Website')`.execute(
      db,
    );
    // Renaming oneself "User admin" renames one's own lines, and passes nothing off as another's.
    await sql`update profiles set full_name = 'User admin' where user_id = ${id}`.execute(db);
    expect((await eventsOf(db, "lead", "LD-2026-777")).map((e) => e.actorName)).toEqual(["Website", "User admin"]);
    await sql`update profiles set full_name = '' where user_id = ${id}`.execute(db);
    expect((await eventsOf(db, "lead", "LD-2026-777")).map((e) => e.actorName)).toEqual([
      "Website",
      `${id}@example.ro`,
    ]);
  });

  it("changes a lead, converts it once, and records each step with who and when", async () => {
    const { id: quoteId } = await db
      .insertInto("quote_requests")
      .values({
        name: "Radu Vasile",
        email: "radu@fleet.ro",
        phone: "+40 744 000 000",
        company: null,
        project_type: "commercial",
        spaces: 30,
        message: "Office",
        lang: "en",
        page: "/quote",
        notified_at: null,
        last_attempt_at: null,
        last_error: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id } = await db
      .selectFrom("leads")
      .select("id")
      .where("quote_request_id", "=", quoteId)
      .executeTakeFirstOrThrow();

    await actOnLead(db, actor, id, { intent: "status", status: "Qualified" });
    await actOnLead(db, actor, id, { intent: "priority", priority: "High" });
    const radu = await addStaff(db, { id: "staff-radu", name: "Radu Stanciu" });
    const former = await addStaff(db, { id: "staff-former", name: "Dan Former", active: false });
    // Only an active administrator takes a lead; nobody and a missing account are refused as such.
    expect(await refusal(actOnLead(db, actor, id, { intent: "assign", assignedTo: former }))).toBe("409 staffUnknown");
    expect(await refusal(actOnLead(db, actor, id, { intent: "assign", assignedTo: "no-such-account" }))).toBe(
      "409 staffUnknown",
    );
    await actOnLead(db, actor, id, { intent: "assign", assignedTo: radu });
    expect((await eventsOf(db, "lead", id))[0]).toMatchObject({
      action: "assigned",
      detail: { to: "Radu Stanciu", staffId: radu },
    });
    await actOnLead(db, actor, id, { intent: "value", value: 90000 });
    expect(await refusal(actOnLead(db, actor, id, { intent: "status", status: "Qualified" }))).toBe("409 unchanged");
    expect(await refusal(actOnLead(db, actor, "LD-1999-999", { intent: "status", status: "Qualified" }))).toBe(
      "404 notFound",
    );
    expect(await findLead(db, id)).toMatchObject({
      status: "Qualified",
      priority: "High",
      assignedTo: radu,
      value: 90000,
      company: "",
      convertedAt: null,
    });

    await actOnLead(db, actor, id, { intent: "convert" });
    const lead = await findLead(db, id);
    expect(lead.convertedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const opportunity = await findOpportunity(db, lead.opportunityId!);
    expect(opportunity).toMatchObject({
      name: "Commercial project, 30 spaces",
      leadId: id,
      contactName: "Radu Vasile",
      value: 90000,
      stage: "Qualification",
      assignedTo: radu,
      wonDate: null,
    });
    const contact = await db
      .selectFrom("contacts")
      .selectAll()
      .where("id", "=", lead.contactId!)
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({
      first_name: "Radu",
      last_name: "Vasile",
      email: "radu@fleet.ro",
      status: "Hot Lead",
      origin: "lead",
      origin_id: id,
      value: 90000,
    });
    // Converted: notes only.
    expect(await refusal(actOnLead(db, actor, id, { intent: "convert" }))).toBe("409 converted");
    expect(await refusal(actOnLead(db, actor, id, { intent: "status", status: "New" }))).toBe("409 converted");
    await actOnLead(db, actor, id, { intent: "note", note: "Signed the offer." });

    const events = await eventsOf(db, "lead", id);
    expect(events.map((e) => e.action).reverse()).toEqual([
      "received",
      "status",
      "priority",
      "assigned",
      "value",
      "converted",
      "note",
    ]);
    expect(events.filter((e) => e.action !== "received").every((e) => e.actorName === "Ioana Marinescu")).toBe(true);
    expect(events.find((e) => e.action === "status")!.detail).toEqual({
      from: "New",
      to: "Qualified",
      changes: { status: ["New", "Qualified"] },
    });

    // The opportunity moves on with each stage's probability, staff set their own, and it is won today.
    await moveOpportunity(db, actor, opportunity.id, "Proposal");
    expect((await findOpportunity(db, opportunity.id)).probability).toBe(stageProbability.Proposal);
    await moveOpportunity(db, actor, opportunity.id, "Negotiation");
    expect((await findOpportunity(db, opportunity.id)).probability).toBe(stageProbability.Negotiation);
    await actOnOpportunity(db, actor, opportunity.id, { intent: "probability", probability: 85 });
    expect(await refusal(actOnOpportunity(db, actor, opportunity.id, { intent: "probability", probability: 85 }))).toBe(
      "409 unchanged",
    );
    expect(
      await refusal(
        actOnOpportunity(db, actor, opportunity.id, { intent: "reopen", stage: "Discovery", reason: "No" }),
      ),
    ).toBe("409 notClosed");
    await moveOpportunity(db, actor, opportunity.id, "Closed Won");
    expect(await findOpportunity(db, opportunity.id)).toMatchObject({
      stage: "Closed Won",
      wonDate: officeDay(new Date()),
      probability: 100,
    });
    // Its contact became a customer, recorded on the contact.
    expect(
      await db.selectFrom("contacts").select("status").where("id", "=", lead.contactId!).executeTakeFirstOrThrow(),
    ).toEqual({ status: "Active Customer" });
    expect((await eventsOf(db, "contact", lead.contactId!))[0]).toMatchObject({
      action: "contactStatus",
      detail: { from: "Hot Lead", to: "Active Customer", opportunityId: opportunity.id },
    });
    // Closed stays closed, except by reopening it with a reason.
    expect(await refusal(moveOpportunity(db, actor, opportunity.id, "Negotiation"))).toBe("409 closedStage");
    expect(await refusal(actOnOpportunity(db, actor, opportunity.id, { intent: "probability", probability: 50 }))).toBe(
      "409 closedStage",
    );
    await actOnOpportunity(db, actor, opportunity.id, {
      intent: "reopen",
      stage: "Negotiation",
      reason: "Won by mistake: the client has not signed.",
    });
    expect(await findOpportunity(db, opportunity.id)).toMatchObject({
      stage: "Negotiation",
      wonDate: null,
      probability: stageProbability.Negotiation,
    });
    const history = await eventsOf(db, "opportunity", opportunity.id);
    expect(history.map((e) => e.action).reverse()).toEqual([
      "opened",
      "stage",
      "stage",
      "probability",
      "stage",
      "reopened",
    ]);
    expect(history[0]!.detail).toEqual({
      from: "Closed Won",
      to: "Negotiation",
      reason: "Won by mistake: the client has not signed.",
    });
    expect(describeEvent(history[0]!).en).toBe(
      "Reopened from Closed Won to Negotiation: Won by mistake: the client has not signed.",
    );
    // Lost, it says why: refused without a reason, kept with one, and said in its history in both
    // languages; the database holds a reason only on a lost deal, and reopening clears it.
    expect(await refusal(moveOpportunity(db, actor, opportunity.id, "Closed Lost"))).toBe("409 lossReasonRequired");
    expect((await findOpportunity(db, opportunity.id)).stage).toBe("Negotiation");
    await moveOpportunity(db, actor, opportunity.id, "Closed Lost", "Competitor");
    expect(await findOpportunity(db, opportunity.id)).toMatchObject({
      stage: "Closed Lost",
      lossReason: "Competitor",
      probability: 0,
    });
    const lost = (await eventsOf(db, "opportunity", opportunity.id))[0]!;
    expect(lost.detail).toEqual({ from: "Negotiation", to: "Closed Lost", lossReason: "Competitor" });
    expect(describeEvent(lost)).toEqual({
      en: "Stage moved from Negotiation to Closed Lost, lost: Went with a competitor",
      ro: "Etapă mutată din Negociere în Închis pierdut, pierdută: A ales un concurent",
    });
    await expect(
      sql`update opportunities set stage = 'Negotiation' where id = ${opportunity.id}`.execute(db),
    ).rejects.toThrow(/opportunities_loss_reason_when_lost/);
    await expect(
      sql`update opportunities set loss_reason = 'Cheaper' where id = ${opportunity.id}`.execute(db),
    ).rejects.toThrow(/opportunities_loss_reason_vocabulary/);
    await actOnOpportunity(db, actor, opportunity.id, {
      intent: "reopen",
      stage: "Proposal",
      reason: "They called back.",
    });
    expect(await findOpportunity(db, opportunity.id)).toMatchObject({ stage: "Proposal", lossReason: null });
    // Amounts in the history read as everywhere else.
    const valueEvent = (await eventsOf(db, "lead", id)).find((e) => e.action === "value")!;
    expect(describeEvent(valueEvent)).toEqual({
      en: "Estimated value set to €90,000.00",
      ro: expect.stringMatching(/^Valoare estimată stabilită la 90\.000,00\s€$/),
    });
  });

  it("names the changed fields as the screen labels them, in each language, never as the code does", () => {
    const edited = { action: "edited", detail: { fields: ["closeDate", "affiliateCode"] } };
    expect(describeEvent(edited)).toEqual({
      en: "Details changed: Close date, Affiliate code",
      ro: expect.stringMatching(/^Detalii modificate: [^,]*dat[^,]*, [^,]*afiliat/i),
    });
    expect(describeEvent(edited).ro).not.toMatch(/closeDate|affiliateCode/);
  });

  it("marks a pending invoice paid with today's date, and refuses a draft or a second time", async () => {
    const toRow = (i: (typeof invoiceSample)[number], id: string) => ({
      id,
      invoice_number: `TST-2026-${id.slice(-3)}`,
      client_name: i.clientName,
      client_email: i.clientEmail,
      language: i.language,
      tax_rate: i.taxRate,
      amount: i.amount,
      tax_amount: i.taxAmount,
      total_amount: i.totalAmount,
      currency: i.currency,
      status: i.status,
      issue_date: i.issueDate,
      due_date: i.dueDate,
      paid_date: i.paidDate,
      description: i.description,
      items: JSON.stringify(i.items),
      created_by: i.createdBy,
    });
    const pending = invoiceSample.find((i) => i.status === "Pending")!;
    await db
      .insertInto("invoices")
      .values([toRow(pending, "INV-2020-101"), toRow({ ...pending, status: "Draft" }, "INV-2020-102")])
      .execute();
    await payInFull(db, actor, "INV-2020-101");
    expect(await findInvoice(db, "INV-2020-101")).toMatchObject({
      status: "Paid",
      paidDate: officeDay(new Date()),
      items: pending.items,
    });
    expect(await refusal(payInFull(db, actor, "INV-2020-101"))).toBe("409 notPayable");
    expect(await refusal(payInFull(db, actor, "INV-2020-102"))).toBe("409 notPayable");
    expect((await eventsOf(db, "invoice", "INV-2020-101"))[0]).toMatchObject({
      action: "paid",
      detail: { from: "Pending", paidDate: officeDay(new Date()) },
    });
  });

  it("adds, edits and deletes a contact, refusing a second contact with the same address", async () => {
    const form = {
      firstName: "Elena",
      lastName: "Staff",
      email: "elena.staff@example.ro",
      phone: "",
      company: "Staff SRL",
      ...noClientDetails,
      jobTitle: "",
      status: "New Lead" as const,
      source: "phone" as const,
      notes: "",
      value: 0,
    };
    const id = await saveContact(db, actor, null, form);
    expect(await refusal(saveContact(db, actor, null, { ...form, email: "ELENA.staff@example.ro" }))).toBe(
      "409 emailTaken",
    );
    await saveContact(db, actor, id, { ...form, status: "Active Customer", value: 1500 });
    expect(await refusal(saveContact(db, actor, id, { ...form, status: "Active Customer", value: 1500 }))).toBe(
      "409 unchanged",
    );
    await deleteContact(db, actor, id);
    expect(await db.selectFrom("contacts").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    expect((await eventsOf(db, "contact", id)).map((e) => e.action).reverse()).toEqual([
      "created",
      "contactStatus",
      "deleted",
    ]);
  });
});
