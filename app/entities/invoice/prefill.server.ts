import { sql } from "kysely";
import type { Db } from "~/admin-kit/records/find.server";
import { rowField } from "~/domain/form-rows";
import { ActionRefused } from "~/admin-kit/contracts";
import { findOpportunity } from "../opportunity/find.server";
import { isWon } from "../opportunity/rules";
import { clientDetailNames } from "../contact/client-details";

/**
 * What a new invoice starts from when it is made from a won opportunity (`?opportunity=OPP-…`) or
 * for a contact (`?contact=CT-…`): the client (the company, else the person) and its e-mail, and
 * from a won deal a first line (the deal, one set, at its value). The client's address, country, tax
 * code and trade register number are the contact's invoicing details, else those of the client's
 * last invoice; the language is the last invoice's, else Romanian for a client in Romania and
 * English for one elsewhere.
 * An id that names nothing, or a deal not won, starts an empty form.
 */
export async function invoicePrefill(db: Db, url: URL): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  const opportunityId = url.searchParams.get("opportunity");
  const contactId = url.searchParams.get("contact") ?? undefined;
  let contact = contactId;
  if (opportunityId) {
    const opportunity = await findOpportunity(db, opportunityId).catch((error: unknown) => {
      if (error instanceof ActionRefused) return null;
      throw error;
    });
    if (!opportunity || !isWon(opportunity)) return values;
    values.clientName = opportunity.company || opportunity.contactName;
    values[rowField("items", 0, "description")] = opportunity.name;
    values[rowField("items", 0, "quantity")] = "1";
    values[rowField("items", 0, "unit")] = "set";
    values[rowField("items", 0, "unitPrice")] = opportunity.value.toFixed(2);
    contact = opportunity.contactId ?? undefined;
    if (!contact && opportunity.leadId) {
      const lead = await db.selectFrom("leads").select("email").where("id", "=", opportunity.leadId).executeTakeFirst();
      if (lead?.email) values.clientEmail = lead.email;
    }
  }
  if (contact) {
    const person = await db
      .selectFrom("contacts")
      .select(["first_name", "last_name", "company", "email", ...clientDetailColumns])
      .where("id", "=", contact)
      .executeTakeFirst();
    if (person) {
      values.clientName ??= person.company || `${person.first_name} ${person.last_name}`.trim();
      values.clientEmail = person.email;
      // The contact's own invoicing details, when staff entered them.
      if (person.clientAddress || person.clientTaxCode)
        for (const field of clientDetailNames) values[field] = person[field];
    }
  }
  if (!values.clientName) return values;
  // What is still missing, as the client's last invoice stated it.
  const { rows } = await sql<{
    clientAddress: string;
    clientCountry: string;
    clientTaxCode: string;
    clientTradeRegister: string;
    language: string;
    clientEmail: string;
  }>`select client_address as "clientAddress", client_country as "clientCountry", client_tax_code as "clientTaxCode",
      client_trade_register as "clientTradeRegister", language, client_email as "clientEmail"
    from invoices where client_name = ${values.clientName} or client_email = ${values.clientEmail ?? ""}
    order by issue_date desc, id desc limit 1`.execute(db);
  const last = rows[0];
  if (last) {
    values.clientEmail ??= last.clientEmail;
    if (values.clientAddress === undefined && values.clientTaxCode === undefined)
      for (const field of clientDetailNames) if (last[field]) values[field] = last[field];
    if (last.language) values.language = last.language;
  }
  // A Romanian client's documents are in Romanian, a foreign client's in English, unless its last invoice said otherwise.
  if (values.clientCountry) values.language ??= values.clientCountry === "RO" ? "ro" : "en";
  return values;
}

const clientDetailColumns = [
  "client_address as clientAddress",
  "client_country as clientCountry",
  "client_tax_code as clientTaxCode",
  "client_trade_register as clientTradeRegister",
] as const;
