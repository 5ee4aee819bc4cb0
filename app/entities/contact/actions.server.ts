import { sql, type Kysely } from "kysely";
import { contactFormSchema, type ContactForm } from "./form";
import { fieldChanges, recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today } from "~/admin-kit/records/find.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findContact } from "./find.server";
import type { Database } from "~/server/db/schema";

const contactColumns = (form: ContactForm) => ({
  first_name: form.firstName,
  last_name: form.lastName,
  email: form.email,
  phone: form.phone,
  company: form.company,
  job_title: form.jobTitle,
  client_address: form.clientAddress,
  client_country: form.clientCountry,
  client_tax_code: form.clientTaxCode,
  client_trade_register: form.clientTradeRegister,
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
    await recordEvent(trx, actor, "contact", id, before.status !== form.status ? "contactStatus" : "updated", {
      ...(before.status !== form.status && { from: before.status, to: form.status }),
      fields: changed,
      changes: fieldChanges(
        before,
        changed.map((field) => [field, form[field]] as const),
      ),
    });
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
