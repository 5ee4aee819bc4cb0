-- Records staff make by hand. An opportunity can be opened for a contact (without a lead) and
-- carry the affiliate who brought it; winning it earns that affiliate a commission, one per won
-- opportunity, which names the opportunity rather than an invoice. An invoice is written in its
-- client's language (en or ro), which its PDF is downloaded in by default.
alter table opportunities add column if not exists contact_id text;
alter table opportunities add column if not exists affiliate_code text;
create index if not exists opportunities_affiliate_idx on opportunities (affiliate_code) where affiliate_code is not null;

alter table commissions add column if not exists opportunity_id text;
alter table commissions alter column invoice_number drop not null;
create unique index if not exists commissions_opportunity_idx on commissions (opportunity_id) where opportunity_id is not null;

alter table invoices add column if not exists language text not null default 'en';
alter table "invoices" drop constraint if exists invoices_language_vocabulary;
alter table "invoices" add constraint invoices_language_vocabulary check (language in ('en', 'ro')) not valid;

-- A commission earned by a won opportunity has no invoice number, which must not empty its search
-- text (text || null is null); and a contact is found by the name as people type it, "Ana Pop",
-- so the first and last names join with a space rather than a line break.
drop index if exists commissions_search_idx;
alter table commissions drop column if exists search;
alter table commissions add column search text generated always as (lower(affiliate_name || E'\n' || affiliate_code || E'\n' || coalesce(invoice_number, ''))) stored;
create index if not exists commissions_search_idx on commissions using gin (search public.gin_trgm_ops);

drop index if exists contacts_search_idx;
alter table contacts drop column if exists search;
alter table contacts add column search text generated always as (lower(first_name || ' ' || last_name || E'\n' || email || E'\n' || company)) stored;
create index if not exists contacts_search_idx on contacts using gin (search public.gin_trgm_ops);
