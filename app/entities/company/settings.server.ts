import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/server/db/schema";
import { ActionRefused } from "~/admin-kit/contracts";
import { company } from "~/content/company";
import type { Actor } from "~/admin-kit/records/events.server";
import { companySettingsSchema, sellerSchema, type CompanySettings, type Seller } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

/** The company's details and who last changed them, or null until they are set. */
export async function readCompanySettings(
  db: Db,
): Promise<(CompanySettings & { updatedAt: string; updatedBy: string }) | null> {
  const row = await db.selectFrom("company_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row) return null;
  const settings = companySettingsSchema.parse({
    legalName: row.legal_name,
    taxCode: row.tax_code,
    vatPayer: row.vat_payer,
    vatOnCollection: row.vat_on_collection,
    tradeRegister: row.trade_register,
    address: row.address,
    shareCapital: row.share_capital === null ? null : Number(row.share_capital),
    bankAccounts: row.bank_accounts,
    paymentTermDays: row.payment_term_days,
    invoiceSeries: row.invoice_series,
  });
  return { ...settings, updatedAt: new Date(row.updated_at).toISOString(), updatedBy: row.updated_by };
}

/** Saves the company's details (the one row), with who changed them and when. */
export async function saveCompanySettings(db: Kysely<Database>, actor: Actor, settings: CompanySettings) {
  const row = {
    legal_name: settings.legalName,
    tax_code: settings.taxCode.replace(/^RO/, ""),
    vat_payer: settings.vatPayer,
    vat_on_collection: settings.vatOnCollection,
    trade_register: settings.tradeRegister,
    address: settings.address,
    share_capital: settings.shareCapital,
    bank_accounts: JSON.stringify(settings.bankAccounts),
    payment_term_days: settings.paymentTermDays,
    invoice_series: settings.invoiceSeries,
    updated_at: new Date(),
    updated_by: actor.name,
  };
  const before: Record<string, unknown> =
    (await db.selectFrom("company_settings").selectAll().where("id", "=", 1).executeTakeFirst()) ?? {};
  await db
    .insertInto("company_settings")
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
  // Every process serving the site reads them again (the site's pages state the legal details).
  await sql`select pg_notify(${COMPANY_DETAILS_CHANNEL}, '')`.execute(db);
  // What changed, old and new, for the audit log.
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === "updated_at" || column === "updated_by") continue;
    const old = column === "bank_accounts" ? JSON.stringify(before[column] ?? null) : (before[column] ?? null);
    if (plain(old) !== plain(value)) changes[column] = [old, value];
  }
  return changes;
}

/** A stored or posted value as text, to tell whether it changed (numbers come back from the database as text). */
const plain = (value: unknown): string =>
  typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : (JSON.stringify(value) ?? "null");

/** The database channel a change of the company's details is announced on. */
export const COMPANY_DETAILS_CHANNEL = "company_details";

/** The seller an invoice issued now states: the company's details and contacts, refused until the details are set. */
export async function currentSeller(db: Db): Promise<Seller> {
  const settings = await readCompanySettings(db);
  if (!settings) throw new ActionRefused("companyNotSet");
  return sellerSchema.parse({ ...settings, phone: company.phone, email: company.email });
}

/** The seller an invoice states: as it was issued, or (a draft) as the company's details stand now. */
export async function sellerOf(db: Db, invoiceId: string): Promise<Seller | null> {
  const row = await db.selectFrom("invoices").select("seller").where("id", "=", invoiceId).executeTakeFirst();
  const kept = sellerSchema.safeParse(row?.seller);
  if (kept.success) return kept.data;
  const settings = await readCompanySettings(db);
  return settings && sellerSchema.parse(settings);
}
