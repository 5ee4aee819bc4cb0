-- Invoices are numbered in the company's series (Settings: two to five capital letters, APS until
-- changed) when they are issued, not when drafted: SERIES-YYYY-NNN, a counter per series and year
-- moved on in the transaction that issues the invoice, so the issued invoices' numbers follow each
-- other with no gap, whatever drafts were cancelled. A draft goes by its draft number (INV-YYYY-NNN).
alter table company_settings add column if not exists invoice_series text not null default 'APS';
alter table company_settings add constraint company_settings_invoice_series check (invoice_series ~ '^[A-Z]{2,5}$') not valid;
create table if not exists invoice_series_numbers (
  series text not null,
  year integer not null check (year between 2000 and 9999),
  last integer not null check (last > 0),
  primary key (series, year)
);
