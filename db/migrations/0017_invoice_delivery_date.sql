-- The day the goods were delivered or the service provided, when it is not the invoice's issue
-- date: the VAT rate in force that day applies (app/domain/vat.ts). Empty: the issue date.
alter table "invoices" add column if not exists delivery_date date;
