import { sql, type Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { member } from "~/domain/admin/vocabulary";
import { taskStatuses } from "../task/schema";
import type { RelatedKind } from "../related/schema";

/** How many of each kind a contact's page lists, newest first. */
export const LINKED_LIMIT = 20;

/**
 * What a contact's page lists beside it: the leads that came from the person (converted into the
 * contact, or sent from its e-mail address), the opportunities opened for it or from those leads,
 * the installations handed over to it, the invoices addressed to its e-mail address, and the tasks
 * about the contact or any of those records.
 */
export async function linkedToContact(db: Kysely<Database>, contact: { id: string; email: string }) {
  const email = contact.email.trim().toLowerCase();
  const leads = await db
    .selectFrom("leads")
    .select(["id", "title", "status", "value"])
    .where((eb) => eb.or([eb("contact_id", "=", contact.id), ...(email ? [eb(sql`lower(email)`, "=", email)] : [])]))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LINKED_LIMIT)
    .execute();
  const leadIds = leads.map((lead) => lead.id);
  const opportunities = await db
    .selectFrom("opportunities")
    .select(["id", "name", "stage", "value"])
    .where((eb) =>
      eb.or([eb("contact_id", "=", contact.id), ...(leadIds.length ? [eb("lead_id", "in", leadIds)] : [])]),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LINKED_LIMIT)
    .execute();
  const installations = await db
    .selectFrom("installations")
    .select(["id", "customer", "system_type as systemType", "spaces"])
    .where("contact_id", "=", contact.id)
    .orderBy("handover_date", "desc")
    .orderBy("id", "desc")
    .limit(LINKED_LIMIT)
    .execute();
  const invoices = email
    ? await db
        .selectFrom("invoices")
        .select(["id", "invoice_number as invoiceNumber", "status", "total_amount as totalAmount"])
        .where(sql`lower(client_email)`, "=", email)
        .orderBy("issue_date", "desc")
        .orderBy("id", "desc")
        .limit(LINKED_LIMIT)
        .execute()
    : [];
  // The tasks about the contact or about any of the records above, open first, then the soonest due.
  const about: [RelatedKind, string[]][] = [
    ["contact", [contact.id]],
    ["lead", leadIds],
    ["opportunity", opportunities.map((o) => o.id)],
    ["installation", installations.map((i) => i.id)],
  ];
  const tasks = await db
    .selectFrom("tasks")
    .select(["id", "title", "status", "due_at as dueAt"])
    .where((eb) =>
      eb.or(
        about
          .filter(([, ids]) => ids.length > 0)
          .map(([kind, ids]) => eb.and([eb("related_kind", "=", kind), eb("related_id", "in", ids)])),
      ),
    )
    .orderBy(sql`status = ${member(taskStatuses, "Done")}`)
    .orderBy("due_at")
    .orderBy("id")
    .limit(LINKED_LIMIT)
    .execute();
  return {
    leads,
    opportunities,
    installations,
    invoices,
    tasks: tasks.map((task) => ({ ...task, dueAt: new Date(task.dueAt).toISOString() })),
  };
}

export type LinkedRecords = Awaited<ReturnType<typeof linkedToContact>>;
