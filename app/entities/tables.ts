import type { ColumnType, Generated, JSONColumnType } from "kysely";
import { recordEntities, recordKinds } from "~/domain/admin/record-kinds";
import type { Affiliate } from "~/entities/affiliate/schema";
import type { Campaign } from "~/entities/campaign/schema";
import type { Installation } from "~/entities/installation/schema";
import type { Task } from "~/entities/task/schema";
import type { Meeting } from "~/entities/meeting/schema";
import type { Commission } from "~/entities/commission/schema";
import type { Contact } from "~/entities/contact/schema";
import type { clientDetailNames, ClientDetails } from "~/entities/contact/client-details";
import type { Invoice, InvoiceItem } from "~/entities/invoice/schema";
import type { Lead } from "~/entities/lead/schema";
import type { Opportunity } from "~/entities/opportunity/schema";
import type { SocialPost } from "~/entities/social-post/schema";
import type { BankAccount, Seller } from "~/entities/company/schema";
import type { PaymentMethod } from "~/entities/invoice/payments";
import type { CreditedItem } from "~/entities/invoice/credit-notes";

/** "expectedCloseDate" → "expected_close_date": the column a schema field is stored in. */
export type SnakeCase<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeCase<T>}`
  : S;
type Row<T> = { [K in keyof T as SnakeCase<K & string>]: T[K] };

/** A text id the table numbers itself (CT-2026-001) unless one is given (samples, seeding). */
type Id = ColumnType<string, string | undefined, never>;
type Json<T extends object> = JSONColumnType<T, string, string>;
/** A column the database fills with its default unless a row gives it. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type ClientDetail = (typeof clientDetailNames)[number];
/** A client's details (migrations 0020 and 0026): empty, and Romania, until given. */
type ClientDetailColumns = {
  client_address: Defaulted<string>;
  client_country: Defaulted<ClientDetails["clientCountry"]>;
  client_tax_code: Defaulted<string>;
  client_trade_register: Defaulted<string>;
};
type Taxation = "vatCategory" | "exchangeRate" | "exchangeRateDate";

/** The record tables, each after those its rows refer to, and the records' history. */
export const ADMIN_TABLES = [
  ...recordEntities.map((entity) => recordKinds[entity].table),
  "invoice_payments",
  "credit_notes",
  "record_events",
  "company_settings",
] as const satisfies readonly (keyof AdminTables)[];

/**
 * Migration 0005's tables: each is its domain schema's fields in snake_case, plus what only the
 * database knows (where a row came from, a lead's conversion). The `search` column is generated.
 */
export interface AdminTables {
  contacts: Row<Omit<Contact, "id" | ClientDetail>> &
    ClientDetailColumns & { id: Id; origin: Generated<string>; origin_id: string | null };
  leads: Row<Omit<Lead, "id">> & {
    id: Id;
    quote_request_id: number | null;
    converted_at: Date | null;
    contact_id: string | null;
    opportunity_id: string | null;
  };
  /** An opportunity opened for a contact names it; one an affiliate brought names their code (migration 0012). */
  opportunities: Row<Omit<Opportunity, "id">> & { id: Id; contact_id: string | null; affiliate_code: string | null };
  /** An issued invoice keeps the seller's details it was issued with (migration 0019). */
  invoices: Row<Omit<Invoice, "id" | "items" | ClientDetail | Taxation>> &
    ClientDetailColumns & {
      id: Id;
      items: Json<InvoiceItem[]>;
      /** How it is taxed, and the exchange rate its VAT in lei is counted at (migration 0021). */
      vat_category: Defaulted<Invoice["vatCategory"]>;
      exchange_rate: Defaulted<number | null>;
      exchange_rate_date: Defaulted<string | null>;
      seller: JSONColumnType<Seller | null, string | null, string | null>;
    };
  affiliates: Row<Omit<Affiliate, "id">> & { id: Id };
  /** A commission earned by a won opportunity names it (migration 0012); a paid one its payment's reference (0022). */
  commissions: Row<Omit<Commission, "id" | "paymentReference">> & {
    id: Id;
    opportunity_id: string | null;
    payment_reference: Defaulted<string>;
  };
  /** The credit notes that correct an issued invoice (migration 0023). */
  credit_notes: {
    id: string;
    invoice_id: string;
    issue_date: string;
    reason: string;
    items: Json<CreditedItem[]>;
    tax_rate: number;
    amount: number;
    tax_amount: number;
    total_amount: number;
    seller: Json<Seller>;
    created_by: string;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
  /** The last credit note number given in each year (migration 0023). */
  credit_note_numbers: { year: number; last: number };
  /** The payments received for an invoice, each reversible (migration 0022). */
  invoice_payments: {
    id: ColumnType<number, number | undefined, never>;
    invoice_id: string;
    paid_on: string;
    amount: ColumnType<number, number, never>;
    method: PaymentMethod;
    reference: Defaulted<string>;
    recorded_by: string;
    recorded_at: ColumnType<Date, Date | string | undefined, never>;
    reversed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string>;
    reversed_by: Defaulted<string | null>;
    reversal_reason: Defaulted<string | null>;
  };
  installations: Row<Omit<Installation, "id">> & { id: Id };
  /** Tasks (migration 0034); when the owner was told one fell due. */
  tasks: Row<Omit<Task, "id">> & { id: Id; due_notified_at: Defaulted<string | null> };
  /** Meetings (migration 0035). */
  meetings: Row<Omit<Meeting, "id" | "contactIds" | "staffIds">> & {
    id: Id;
    contact_ids: Json<Meeting["contactIds"]>;
    staff_ids: Json<Meeting["staffIds"]>;
  };
  campaigns: Row<Omit<Campaign, "id">> & { id: Id };
  social_posts: Row<Omit<SocialPost, "id" | "mediaUrls" | "engagementData">> & {
    id: Id;
    media_urls: Json<SocialPost["mediaUrls"]>;
    engagement_data: Json<SocialPost["engagementData"]>;
  };
  /** The company's legal details, one row (migration 0019). */
  company_settings: {
    id: ColumnType<number, number | undefined, never>;
    legal_name: string;
    tax_code: string;
    vat_payer: boolean;
    vat_on_collection: ColumnType<boolean, boolean | undefined, boolean>;
    trade_register: string;
    address: string;
    share_capital: ColumnType<string | null, number | null, number | null>;
    bank_accounts: JSONColumnType<BankAccount[], string, string>;
    payment_term_days: number;
    invoice_series: ColumnType<string, string | undefined, string>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
    updated_by: string;
  };
  /** The last number of each series and year given to an issued invoice (migration 0024). */
  invoice_series_numbers: { series: string; year: number; last: number };
  /** The last invoice number given in each year (migration 0009). */
  invoice_numbers: { year: number; last: number };
  /** The active administrators, whom records are assigned to (a view, migration 0033; a table in Demo Mode's schema). */
  staff: {
    id: ColumnType<string, never, never>;
    name: ColumnType<string, never, never>;
    email: ColumnType<string, never, never>;
  };
  record_events: {
    id: Generated<number>;
    entity: string;
    record_id: string;
    action: string;
    detail: Json<Record<string, unknown>>;
    actor_id: string | null;
    actor_name: string;
    /** The client's address the change came from (none for the site's own arrivals and the samples). */
    address: string | null;
    at: Generated<Date>;
  };
}

declare module "~/server/db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the record tables join the database's
  interface RecordTables extends AdminTables {}
}
