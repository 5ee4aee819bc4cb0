-- The company's legal details, which every invoice states as its seller: one row, edited in the
-- back-office's Settings (app/entities/company). Until it exists, no invoice can be issued. Each
-- issued invoice keeps a copy of them as they were (`invoices.seller`), so a later change never
-- alters a document already issued.
create table if not exists company_settings (
  id smallint primary key default 1 check (id = 1),
  legal_name text not null check (char_length(legal_name) between 1 and 160),
  -- CUI/CIF, "RO" before it for a VAT payer; its check digit is checked by the form.
  tax_code text not null check (tax_code ~ '^(RO)?[1-9][0-9]{1,9}$'),
  vat_payer boolean not null,
  trade_register text not null check (char_length(trade_register) between 1 and 40),
  address text not null check (char_length(address) between 1 and 300),
  share_capital numeric(14, 2) check (share_capital >= 0 and share_capital <= 1000000000),
  -- [{ iban, bank, currency }], one to three, the first printed first.
  bank_accounts jsonb not null check (jsonb_typeof(bank_accounts) = 'array' and jsonb_array_length(bank_accounts) between 1 and 3),
  payment_term_days integer not null check (payment_term_days between 0 and 365),
  updated_at timestamptz not null default now(),
  updated_by text not null
);

alter table invoices add column if not exists seller jsonb;
