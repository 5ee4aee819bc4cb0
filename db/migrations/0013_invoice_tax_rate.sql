-- Each invoice keeps the VAT rate it was issued at (in percent), so that a change of the configured
-- rate (the company facts' legal.vatRate) leaves the invoices already issued as they were. Every
-- invoice before this one was issued at 19%.
alter table invoices add column if not exists tax_rate numeric(5, 2) not null default 19;
