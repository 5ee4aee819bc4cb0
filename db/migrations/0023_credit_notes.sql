-- Credit notes (facturi de stornare): an issued invoice is corrected, whole or in part, by a
-- credit note of its own series CN-YYYY-NNN, which names the invoice and says why. Its lines are
-- the invoice's lines credited (a quantity of each, never more than was invoiced and not yet
-- credited), at the invoice's VAT rate; it keeps the seller's details as they were when issued.
-- A credit note is never changed or deleted: a wrong one is corrected by an invoice.
create table if not exists credit_note_numbers (
  year integer primary key check (year between 2000 and 9999),
  last integer not null check (last > 0)
);
create table if not exists credit_notes (
  id text primary key,
  invoice_id text not null references invoices (id),
  issue_date date not null,
  reason text not null,
  items jsonb not null,
  tax_rate numeric(5, 2) not null,
  amount numeric(14, 2) not null,
  tax_amount numeric(14, 2) not null,
  total_amount numeric(14, 2) not null,
  seller jsonb not null,
  created_by text not null,
  created_at timestamptz not null default now(),
  constraint credit_notes_reason_length check (char_length(reason) <= 2000),
  constraint credit_notes_tax_rate_range check (tax_rate between 0 and 100)
);
create index if not exists credit_notes_invoice_idx on credit_notes (invoice_id);

-- An invoice credited whole, with nothing paid on it, is Credited; cancelling is for drafts only.
alter table "invoices" drop constraint if exists invoices_status_vocabulary;
alter table "invoices" add constraint invoices_status_vocabulary check (status in ('Draft', 'Sent', 'Pending', 'Paid', 'Overdue', 'Cancelled', 'Credited')) not valid;
