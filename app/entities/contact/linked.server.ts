import { sql, type Kysely } from "kysely";
import type { Database } from "~/server/db/schema";

/** How many of each kind a contact's page lists, newest first. */
export const LINKED_LIMIT = 20;

/**
 * What a contact's page lists beside it: the leads that came from the person (converted into the
 * contact, or sent from its e-mail address), the opportunities opened for it or from those leads,
 * the installations handed over to it, and the invoices addressed to its e-mail address.
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
  return { leads, opportunities, installations, invoices };
}

export type LinkedRecords = Awaited<ReturnType<typeof linkedToContact>>;
