import { sql } from "kysely";
import { redirect } from "react-router";
import { entityPages } from "~/admin-kit/records/pages.server";
import { recordAction } from "~/admin-kit/records/record-action.server";
import { addNote } from "~/admin-kit/records/notes.server";
import { deleteContact, saveContact } from "./actions.server";
import { findContact } from "./find.server";
import { linkedToContact } from "./linked.server";
import { emailContact } from "./email.server";
import { contactActionSchema, contactFormSchema } from "./form";
import { contactList } from "./list.server";

/** The contacts' screens: the list, each person's page, and the form that adds one. */
export const contactPages = entityPages(contactList, {
  record: {
    // With the records that came from the person or were made for it.
    find: async (db, id, lock) => {
      const contact = await findContact(db, id, lock);
      return { ...contact, linked: await linkedToContact(db, contact) };
    },
    title: (c) => `${c.firstName} ${c.lastName}`.trim(),
    action: (request, access, id) =>
      recordAction(request, access, contactActionSchema, async (input, { db, actor }) => {
        if (input.intent === "delete") {
          await deleteContact(db, actor, id);
          return redirect("/admin/contacts?deleted=1");
        }
        if (input.intent === "note") return addNote(db, actor, "contact", findContact, id, input.note);
        if (input.intent === "email") {
          const { intent: _, ...mail } = input;
          return emailContact(db, actor, id, mail);
        }
        const { intent: _, ...form } = input;
        await saveContact(db, actor, id, form);
      }),
  },
  // The table's checked rows may be deleted, each as its page deletes it.
  bulk: { delete: deleteContact },
  search: {
    title: sql<string>`trim(first_name || ' ' || last_name)`,
    detail: sql<string>`concat_ws(' · ', nullif(company, ''), email)`,
  },
  create: { schema: contactFormSchema, save: (db, actor, form) => saveContact(db, actor, null, form) },
});
