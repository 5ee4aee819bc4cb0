import { sql, type Kysely, type Transaction } from "kysely";
import { z } from "~/lib/zod";
import { toDay } from "~/domain/admin/dates";
import { contactFormSchema, type ContactForm, type LeadAction } from "~/domain/admin/actions";
import { contactSchema, type Contact } from "~/domain/contact/schema";
import { canMarkPaid } from "~/domain/invoice/rules";
import { invoiceSchema, type Invoice } from "~/domain/invoice/schema";
import { isConverted } from "~/domain/lead/rules";
import { leadSchema, type Lead } from "~/domain/lead/schema";
import { opportunitySchema, type Opportunity } from "~/domain/opportunity/schema";
import type { Database } from "~/server/db/schema";
import { recordEvent, type Actor } from "./events.server";
import { describeConfiguration } from "~/server/enquiries/configuration.server";
import { readRecord, recordColumns, type Flagged, type RecordSchema } from "../lists/query.server";

type Db = Kysely<Database> | Transaction<Database>;

/** Why a change was refused: a key of `actions.errors`, and the HTTP status that goes with it. */
export class ActionRefused extends Error {
  constructor(
    readonly key:
      | "notFound"
      | "converted"
      | "unchanged"
      | "sameStage"
      | "closedStage"
      | "notClosed"
      | "notPayable"
      | "emailTaken"
      | "demoMode",
    readonly status: 404 | 409 = 409,
  ) {
    super(key);
  }
}

export type LiveLead = Lead & {
  convertedAt: string | null;
  contactId: string | null;
  opportunityId: string | null;
  quoteRequestId: number | null;
  invalidFields?: string[];
};

async function one<T>(
  db: Db,
  table: "leads" | "opportunities" | "invoices" | "contacts",
  schema: RecordSchema<T>,
  id: string,
  lock: boolean,
  extra = sql``,
): Promise<Flagged<T>> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select ${recordColumns(schema)} ${extra} from ${sql.table(table)} where id = ${id} ${lock ? sql`for update` : sql``}`.execute(
    db,
  );
  if (!rows[0]) throw new ActionRefused("notFound", 404);
  return readRecord(table, schema, rows[0]);
}

const leadExtras = sql`, to_char(converted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "convertedAt", contact_id as "contactId", opportunity_id as "opportunityId", quote_request_id as "quoteRequestId"`;
/** A lead with what only the database knows: its conversion and the quote request it came from. */
const liveLeadSchema = leadSchema.extend({
  convertedAt: z.string().nullable(),
  contactId: z.string().nullable(),
  opportunityId: z.string().nullable(),
  quoteRequestId: z.number().int().nullable(),
});

export const findLead = (db: Db, id: string, lock = false) => one(db, "leads", liveLeadSchema, id, lock, leadExtras);

/** A lead with the parking-selector configuration its quote request came with, described in both languages. */
export async function findLeadWithConfiguration(db: Db, id: string) {
  const lead = await findLead(db, id);
  const request =
    lead.quoteRequestId === null
      ? undefined
      : await db
          .selectFrom("quote_requests")
          .select("configuration")
          .where("id", "=", lead.quoteRequestId)
          .executeTakeFirst();
  const en = describeConfiguration(request?.configuration, "en");
  const ro = describeConfiguration(request?.configuration, "ro");
  return { ...lead, configuration: en && ro ? { en, ro } : null };
}
export const findOpportunity = (db: Db, id: string, lock = false): Promise<Flagged<Opportunity>> =>
  one(db, "opportunities", opportunitySchema, id, lock);
export const findInvoice = (db: Db, id: string, lock = false): Promise<Flagged<Invoice>> =>
  one(db, "invoices", invoiceSchema, id, lock);
export const findContact = (db: Db, id: string, lock = false): Promise<Flagged<Contact>> =>
  one(db, "contacts", contactSchema, id, lock);

/** Today, as a calendar day: what every change stamps on its record. */
export const today = () => toDay(new Date());

/** A lead's change, checked and recorded with who made it; a converted lead takes notes only. */
export async function actOnLead(db: Kysely<Database>, actor: Actor, id: string, action: LeadAction): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, id, true);
    if (action.intent === "note") {
      await trx.updateTable("leads").set({ last_activity: today() }).where("id", "=", id).execute();
      return recordEvent(trx, actor, "lead", id, "note", { text: action.note });
    }
    if (action.intent === "delete") {
      await trx.deleteFrom("leads").where("id", "=", id).execute();
      // The history outlives the row: who deleted which lead, and when.
      return recordEvent(trx, actor, "lead", id, "leadDeleted", { name: lead.title, email: lead.email });
    }
    if (isConverted(lead)) throw new ActionRefused("converted");
    const update = async (
      values: {
        status?: Lead["status"];
        priority?: Lead["priority"];
        assigned_to?: Lead["assignedTo"];
        value?: number;
      },
      event: string,
      detail: Record<string, unknown>,
    ) => {
      await trx
        .updateTable("leads")
        .set({ ...values, last_activity: today() })
        .where("id", "=", id)
        .execute();
      await recordEvent(trx, actor, "lead", id, event, detail);
    };
    switch (action.intent) {
      case "status":
        if (lead.status === action.status) throw new ActionRefused("unchanged");
        return update({ status: action.status }, "status", { from: lead.status, to: action.status });
      case "priority":
        if (lead.priority === action.priority) throw new ActionRefused("unchanged");
        return update({ priority: action.priority }, "priority", { from: lead.priority, to: action.priority });
      case "assign": {
        const to = action.assignedTo || null;
        if (lead.assignedTo === to) throw new ActionRefused("unchanged");
        return to ? update({ assigned_to: to }, "assigned", { to }) : update({ assigned_to: null }, "unassigned", {});
      }
      case "value":
        if (lead.value === action.value) throw new ActionRefused("unchanged");
        return update({ value: action.value }, "value", { value: action.value.toFixed(2) });
      case "convert":
        return convert(trx, actor, lead);
    }
  });
}

/**
 * A lead becomes a contact (the one already holding its e-mail address, or a new one) and an
 * opportunity in Qualification carrying its value, system, owner and expected close date.
 */
async function convert(trx: Transaction<Database>, actor: Actor, lead: LiveLead) {
  const day = today();
  const known = await trx
    .selectFrom("contacts")
    .select("id")
    .where(sql<boolean>`lower(email) = lower(${lead.email})`)
    .orderBy("created_at")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  let contactId = known?.id;
  if (!contactId) {
    const [first = lead.contactName, ...rest] = lead.contactName.trim().split(/\s+/);
    const created = await trx
      .insertInto("contacts")
      .values({
        first_name: first,
        last_name: rest.join(" "),
        email: lead.email,
        phone: lead.phone,
        company: lead.company,
        job_title: "",
        status: "Hot Lead",
        source: lead.source,
        notes: lead.description,
        value: lead.value ?? 0,
        created_at: day,
        last_contact: day,
        origin: "lead",
        origin_id: lead.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    contactId = created.id;
    await recordEvent(trx, actor, "contact", contactId, "created", { leadId: lead.id });
  }
  const opportunity = await trx
    .insertInto("opportunities")
    .values({
      name: lead.title,
      lead_id: lead.id,
      contact_name: lead.contactName,
      company: lead.company,
      value: lead.value ?? 0,
      probability: lead.probability,
      stage: "Qualification",
      system_type: lead.systemType,
      close_date: lead.expectedCloseDate,
      won_date: null,
      assigned_to: lead.assignedTo,
      description: lead.description,
      created_at: day,
      last_activity: day,
      next_step: "",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("leads")
    .set({ converted_at: new Date(), contact_id: contactId, opportunity_id: opportunity.id, last_activity: day })
    .where("id", "=", lead.id)
    .execute();
  await recordEvent(trx, actor, "lead", lead.id, "converted", { contactId, opportunityId: opportunity.id });
  await recordEvent(trx, actor, "opportunity", opportunity.id, "opened", { leadId: lead.id });
}

export async function markInvoicePaid(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invoice = await findInvoice(trx, id, true);
    if (!canMarkPaid(invoice)) throw new ActionRefused("notPayable");
    const paidDate = today();
    await trx.updateTable("invoices").set({ status: "Paid", paid_date: paidDate }).where("id", "=", id).execute();
    await recordEvent(trx, actor, "invoice", id, "paid", { from: invoice.status, paidDate });
  });
}

/** A note on any live record, kept in its history. */
export async function addNote(
  db: Kysely<Database>,
  actor: Actor,
  entity: "opportunity" | "invoice" | "contact",
  id: string,
  text: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (entity === "opportunity") await findOpportunity(trx, id, true);
    else if (entity === "invoice") await findInvoice(trx, id, true);
    else await findContact(trx, id, true);
    await recordEvent(trx, actor, entity, id, "note", { text });
  });
}

const contactColumns = (form: ContactForm) => ({
  first_name: form.firstName,
  last_name: form.lastName,
  email: form.email,
  phone: form.phone,
  company: form.company,
  job_title: form.jobTitle,
  status: form.status,
  source: form.source,
  notes: form.notes,
  value: form.value,
});

/** Adds a contact (staff), or saves the changes to one; returns its id. */
export async function saveContact(
  db: Kysely<Database>,
  actor: Actor,
  id: string | null,
  form: ContactForm,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom("contacts")
      .select("id")
      .where(sql<boolean>`lower(email) = lower(${form.email})`)
      .$if(id !== null, (q) => q.where("id", "!=", id!))
      .executeTakeFirst();
    if (clash) throw new ActionRefused("emailTaken");
    if (id === null) {
      const day = today();
      const created = await trx
        .insertInto("contacts")
        .values({ ...contactColumns(form), created_at: day, last_contact: day, origin: "staff" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordEvent(trx, actor, "contact", created.id, "created", {});
      return created.id;
    }
    const before = await findContact(trx, id, true);
    const changed = contactFormSchema.keyof().options.filter((field) => before[field] !== form[field]);
    if (changed.length === 0) throw new ActionRefused("unchanged");
    await trx.updateTable("contacts").set(contactColumns(form)).where("id", "=", id).execute();
    await recordEvent(
      trx,
      actor,
      "contact",
      id,
      before.status !== form.status ? "contactStatus" : "updated",
      before.status !== form.status ? { from: before.status, to: form.status, fields: changed } : { fields: changed },
    );
    return id;
  });
}

export async function deleteContact(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const contact = await findContact(trx, id, true);
    await trx.deleteFrom("contacts").where("id", "=", id).execute();
    // The history outlives the row: who deleted whom, and when.
    await recordEvent(trx, actor, "contact", id, "deleted", {
      name: `${contact.firstName} ${contact.lastName}`.trim(),
      email: contact.email,
    });
  });
}
