import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import * as make from "../../../tests/support/admin-fixtures";
import type { Database } from "~/server/db/schema";
import { rowOf } from "~/lib/case";
import { invoicePrefill } from "./prefill.server";

describe.each(testDatabases())("a new invoice from a won deal or a contact, on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));
  const insertContact = (over: Parameters<typeof make.contact>[0]) =>
    db
      .insertInto("contacts")
      .values(rowOf(make.contact(over)) as never)
      .execute();
  const insertInvoice = (over: Parameters<typeof make.invoice>[0]) =>
    db
      .insertInto("invoices")
      .values({ ...rowOf(make.invoice(over)), items: JSON.stringify([]) } as never)
      .execute();

  it("fills the client, a first line from the deal, and the client's details from its last invoice", async () => {
    await insertContact({ id: "CT-2026-501", company: "Nord Parking SRL", email: "nord@example.ro" });
    await db
      .insertInto("opportunities")
      .values({
        ...rowOf(
          make.opportunity({
            id: "OPP-2026-501",
            name: "Tower for Nord",
            company: "Nord Parking SRL",
            stage: "Closed Won",
            probability: 100,
            wonDate: "2026-11-02",
            value: 150000,
          }),
        ),
        contact_id: "CT-2026-501",
      } as never)
      .execute();
    await insertInvoice({
      id: "INV-2026-501",
      invoiceNumber: "APS-2026-501",
      clientName: "Nord Parking SRL",
      clientAddress: "Strada Nordului 1, 720001 Suceava",
      clientTaxCode: "RO35127849",
      clientTradeRegister: "J33/1/2020",
    });
    const values = await invoicePrefill(db, new URL("http://x/admin/invoices/new?opportunity=OPP-2026-501"));
    expect(values).toMatchObject({
      clientName: "Nord Parking SRL",
      clientEmail: "nord@example.ro",
      clientAddress: "Strada Nordului 1, 720001 Suceava",
      clientTaxCode: "RO35127849",
      clientTradeRegister: "J33/1/2020",
      "items.0.description": "Tower for Nord",
      "items.0.quantity": "1",
      "items.0.unit": "set",
      "items.0.unitPrice": "150000.00",
    });
    // From the contact: the client without a line.
    const fromContact = await invoicePrefill(db, new URL("http://x/admin/invoices/new?contact=CT-2026-501"));
    expect(fromContact).toMatchObject({ clientName: "Nord Parking SRL", clientEmail: "nord@example.ro" });
    expect(fromContact["items.0.description"]).toBeUndefined();
    // A deal not won, or an id of nothing, starts an empty form.
    await db
      .updateTable("opportunities")
      .set({ stage: "Proposal", won_date: null })
      .where("id", "=", "OPP-2026-501")
      .execute();
    expect(await invoicePrefill(db, new URL("http://x/?opportunity=OPP-2026-501"))).toEqual({});
    expect(await invoicePrefill(db, new URL("http://x/?opportunity=OPP-1999-999"))).toEqual({});
  });

  it("takes the contact's own invoicing details before those of the client's last invoice", async () => {
    await insertContact({
      id: "CT-2026-502",
      company: "Sud Parking SRL",
      email: "sud@example.ro",
      clientAddress: "Strada Sudului 2, 800001 Galați",
      clientTaxCode: "RO41092656",
      clientTradeRegister: "J17/2/2021",
    });
    await insertInvoice({
      id: "INV-2026-502",
      invoiceNumber: "APS-2026-502",
      clientName: "Sud Parking SRL",
      clientAddress: "An old address, 100001 Ploiești",
      clientTaxCode: "RO35127849",
      language: "ro",
    });
    expect(await invoicePrefill(db, new URL("http://x/admin/invoices/new?contact=CT-2026-502"))).toEqual({
      clientName: "Sud Parking SRL",
      clientEmail: "sud@example.ro",
      clientAddress: "Strada Sudului 2, 800001 Galați",
      clientCountry: "RO",
      clientTaxCode: "RO41092656",
      clientTradeRegister: "J17/2/2021",
      language: "ro",
    });
  });

  it("starts a Romanian client's invoice in Romanian and a foreign client's in English", async () => {
    await insertContact({
      id: "CT-2026-503",
      company: "Rhein Parken GmbH",
      email: "rhein@example.de",
      clientAddress: "Mainzer Landstraße 50, 60325 Frankfurt am Main",
      clientCountry: "DE",
      clientTaxCode: "DE281456390",
    });
    await insertContact({
      id: "CT-2026-504",
      company: "Nou Parking SRL",
      email: "nou@example.ro",
      clientAddress: "Strada Nouă 4, 700001 Iași",
      clientTaxCode: "RO41092656",
    });
    const language = async (contact: string) =>
      (await invoicePrefill(db, new URL(`http://x/admin/invoices/new?contact=${contact}`))).language;
    expect(await language("CT-2026-503")).toBe("en");
    expect(await language("CT-2026-504")).toBe("ro");
  });
});
