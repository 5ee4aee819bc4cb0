-- An invoice's client as Romanian invoicing rules ask it to be stated: its registered address and
-- country, its tax identifier (CUI/CIF in Romania, VAT number in the EU) and trade register number.
-- Invoices made before are left empty (Romania for the country): a draft gets them when edited.
alter table invoices add column if not exists client_address text not null default '';
alter table invoices add column if not exists client_country text not null default 'RO';
alter table invoices add column if not exists client_tax_code text not null default '';
alter table invoices add column if not exists client_trade_register text not null default '';
alter table invoices add constraint invoices_client_address_length check (char_length(client_address) <= 300) not valid;
alter table invoices add constraint invoices_client_tax_code_length check (char_length(client_tax_code) <= 20) not valid;
alter table invoices add constraint invoices_client_trade_register_length check (char_length(client_trade_register) <= 40) not valid;
-- The countries the form offers (CLIENT_COUNTRIES in app/domain/company/tax-ids.ts); a test compares them.
alter table "invoices" add constraint invoices_client_country_vocabulary check (client_country in ('AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'MD', 'GB', 'CH', 'NO', 'RS', 'UA')) not valid;

-- A company on VAT on collection (TVA la încasare) says so on every invoice. Its tax code is kept as
-- digits from now on: "RO" is printed before them when it is registered for VAT.
alter table company_settings add column if not exists vat_on_collection boolean not null default false;
update company_settings set tax_code = substr(tax_code, 3) where tax_code like 'RO%';
