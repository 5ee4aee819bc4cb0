import { sql } from "kysely";
import { redirect } from "react-router";
import { addDays } from "~/domain/admin/dates";
import { entityPages } from "~/admin-kit/records/pages.server";
import { recordAction } from "~/admin-kit/records/record-action.server";
import { addNote } from "~/admin-kit/records/notes.server";
import { today } from "~/admin-kit/records/find.server";
import { cancelInvoice, createInvoice, updateInvoiceDraft } from "./actions.server";
import { sendInvoice } from "./send.server";
import { invoicePrefill } from "./prefill.server";
import { readCompanySettings } from "../company/settings.server";
import { DEFAULT_PAYMENT_TERM_DAYS } from "../company/schema";
import { paymentsOf, recordPayment, reversePayment } from "./payments.server";
import { creditNotesOf, issueCreditNote } from "./credit-notes.server";
import { readCreditNoteForm } from "./credit-notes";
import { postReadBy } from "~/admin-kit/records/record-action.server";
import type { Db } from "~/admin-kit/records/find.server";
import { findInvoice } from "./find.server";
import { invoiceFormAction } from "./form-action.server";
import { invoiceActionSchema } from "./intents";
import { invoiceList } from "./list.server";

/** The invoices' screens: the list, each invoice's page (draft, sent, paid, cancelled), and the form that drafts one. */
export const invoicePages = entityPages(invoiceList, {
  record: {
    // The invoice with its payments, and the day a new payment starts from.
    find: async (db: Db, id: string, lock?: boolean) => ({
      ...(await findInvoice(db, id, lock)),
      payments: await paymentsOf(db, id),
      creditNotes: await creditNotesOf(db, id),
      today: today(),
    }),
    title: (i) => i.invoiceNumber,
    action: async (request, access, id) => {
      const intent = (await request.clone().formData()).get("intent");
      // A draft's client, dates and lines, changed in the same form that made it.
      if (intent === "save" || intent === "addLine")
        return invoiceFormAction(request, access, (invoice, { db, actor }) =>
          updateInvoiceDraft(db, actor, id, invoice),
        );
      // A credit note: the quantities of each line read here, checked against what is left when issued.
      if (intent === "creditNote")
        return recordAction(request, access, postReadBy(readCreditNoteForm), async (input, { db, actor }) => {
          await issueCreditNote(db, actor, id, input);
        });
      return recordAction(request, access, invoiceActionSchema, (input, { db, actor }) => {
        if (input.intent === "payment") return recordPayment(db, actor, id, input);
        if (input.intent === "reversePayment") return reversePayment(db, actor, id, input);
        if (input.intent === "sent") return sendInvoice(db, actor, id);
        if (input.intent === "cancel") return cancelInvoice(db, actor, id);
        return addNote(db, actor, "invoice", findInvoice, id, input.note);
      });
    },
  },
  search: { title: sql<string>`invoice_number`, detail: sql<string>`client_name` },
  create: {
    data: async ({ screen, url, read }) => {
      const issueDate = today();
      // From a won deal or a contact, for staff who may read them (the CRM's).
      const prefill =
        screen.mayRead("opportunities") && screen.mayRead("contacts")
          ? await read((db) => invoicePrefill(db, url))
          : {};
      // Due after the company's payment term (Settings), unless staff choose another day.
      const term = (await read(readCompanySettings))?.paymentTermDays ?? DEFAULT_PAYMENT_TERM_DAYS;
      return {
        defaults: { issueDate, dueDate: addDays(issueDate, term), language: screen.lang, ...prefill },
      };
    },
    action: (request, access) =>
      invoiceFormAction(request, access, async (invoice, { db, actor }) => {
        const number = await createInvoice(db, actor, invoice);
        return redirect(`/admin/invoices/${number}`);
      }),
  },
});
