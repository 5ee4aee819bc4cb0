-- How an invoice is taxed: the standard or reduced rate of its delivery day, or no VAT for a
-- business in another EU member state (reverse charge) or goods leaving the EU (export), each with
-- the reason the law asks the invoice to print (app/domain/vat.ts). Invoices made before were all
-- at the standard rate.
alter table "invoices" add column if not exists vat_category text not null default 'standard';
alter table "invoices" add constraint invoices_vat_category_vocabulary check (vat_category in ('standard', 'reduced', 'reverseCharge', 'export')) not valid;
-- A euro invoice states the exchange rate (lei for one euro, the National Bank of Romania's
-- reference rate as staff enter it) and the day it is of; its VAT in lei is counted at it.
-- Empty on invoices made before: a draft gets one when edited, and one is needed to issue it.
alter table "invoices" add column if not exists exchange_rate numeric(10, 4);
alter table "invoices" add column if not exists exchange_rate_date date;
alter table "invoices" add constraint invoices_exchange_rate_range check (exchange_rate between 0.0001 and 1000) not valid;
