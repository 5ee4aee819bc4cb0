import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import {
  contactForm,
  installationFormInput,
  leadFormInput,
  opportunityFormInput,
} from "../../../tests/support/admin-fixtures";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import type { Database } from "~/server/db/schema";
import { saveContact } from "./actions.server";
import { linkedToContact } from "./linked.server";
import { createLead } from "../lead/actions.server";
import { newLeadSchema } from "../lead/form";
import { createOpportunity } from "../opportunity/actions.server";
import { newOpportunitySchema } from "../opportunity/form";
import { createInstallation } from "../installation/actions.server";
import { installationFormSchema } from "../installation/form";
import { createInvoice } from "../invoice/actions.server";

const actor = { id: "admin-1", name: "Elena Ionescu" };

describe.each(testDatabases())("a contact's linked records, on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("lists the person's leads, deals, installations and invoices, and nobody else's", async () => {
    const person = (firstName: string, email: string) =>
      saveContact(db, actor, null, contactForm({ firstName, email }));
    const radu = await person("Radu", `radu.${target.name}@pop.ro`);
    const other = await person("Ana", `ana.${target.name}@pop.ro`);
    const lead = (email: string) => createLead(db, actor, newLeadSchema.parse(leadFormInput({ email })));
    // The person's own request, written with capitals, is theirs; a colleague's is not.
    const ownLead = await lead(`RADU.${target.name}@Pop.ro`);
    await lead(`ana.${target.name}@pop.ro`);
    const deal = (contactId: string) =>
      createOpportunity(db, actor, newOpportunitySchema.parse(opportunityFormInput({ contactId })));
    const ownDeal = await deal(radu);
    await deal(other);
    const installation = (contactId: string) =>
      createInstallation(db, actor, installationFormSchema.parse(installationFormInput({ contactId })));
    const ownInstallation = await installation(radu);
    await installation(other);
    const invoice = (clientEmail: string) =>
      createInvoice(db, actor, {
        clientName: "Pop Residence SRL",
        clientEmail,
        language: "ro",
        description: "",
        issueDate: "2026-05-04",
        dueDate: "2026-06-03",
        exchangeRate: 5.1,
        exchangeRateDate: "2026-05-01",
        items: [{ description: "Duplicator", quantity: 12, unitPrice: 6850 }],
      });
    // 12 x 6,850 = 82,200 and 21% VAT: 99,462.
    const ownInvoice = await invoice(`Radu.${target.name}@pop.ro`);
    await invoice(`ana.${target.name}@pop.ro`);

    const linked = await linkedToContact(db, { id: radu, email: `radu.${target.name}@pop.ro` });
    expect(linked.leads.map((l) => [l.id, l.status])).toEqual([[ownLead, "New"]]);
    expect(linked.opportunities.map((o) => [o.id, o.stage, o.value])).toEqual([[ownDeal, "Proposal", 120000]]);
    expect(linked.installations.map((i) => [i.id, i.systemType, i.spaces])).toEqual([
      [ownInstallation, "duplicator", 24],
    ]);
    expect(linked.invoices.map((i) => [i.id, i.status, i.totalAmount])).toEqual([[ownInvoice, "Draft", 99462]]);
  });

  it("a contact without an e-mail address is linked by its number only", async () => {
    const linked = await linkedToContact(db, { id: "CT-1999-001", email: "" });
    expect(linked).toEqual({ leads: [], opportunities: [], installations: [], invoices: [], tasks: [] });
  });
});
