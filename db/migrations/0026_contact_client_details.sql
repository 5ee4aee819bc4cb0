-- A contact keeps the details an invoice to it states (app/entities/contact/client-details.ts): its
-- registered address, country, tax identifier (CUI/CIF, EU VAT number) and trade register number.
-- An invoice started for the contact copies them; the invoice keeps its copy as issued. Existing
-- contacts start empty, in Romania.
alter table contacts add column if not exists client_address text not null default '';
alter table contacts add column if not exists client_country text not null default 'RO';
alter table contacts add column if not exists client_tax_code text not null default '';
alter table contacts add column if not exists client_trade_register text not null default '';
alter table contacts add constraint contacts_client_address_length check (char_length(client_address) <= 300) not valid;
alter table contacts add constraint contacts_client_tax_code_length check (char_length(client_tax_code) <= 20) not valid;
alter table contacts add constraint contacts_client_trade_register_length check (char_length(client_trade_register) <= 40) not valid;
alter table "contacts" add constraint contacts_client_country_vocabulary check (client_country in ('AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'MD', 'GB', 'CH', 'NO', 'RS', 'UA')) not valid;

-- Staff find a client by its tax code too.
drop index if exists contacts_search_idx;
alter table contacts drop column if exists search;
alter table contacts add column search text generated always as (lower(first_name || ' ' || last_name || E'\n' || email || E'\n' || company || E'\n' || client_tax_code)) stored;
create index if not exists contacts_search_idx on contacts using gin (search public.gin_trgm_ops);
