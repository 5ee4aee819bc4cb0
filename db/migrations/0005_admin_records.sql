-- Live Mode (docs/decisions/0008-live-mode.md): the back-office's own records. Columns mirror the Zod
-- schemas of app/domain/<entity>/schema.ts (camelCase there, snake_case here); the status
-- vocabularies are checked by those schemas on every write, not repeated here.
-- Each table has a `search` column: the fields its list searches, joined by a line break (which a
-- search box cannot hold, so a match never spans two fields), in lower case, indexed by trigrams
-- for substring search (`like`, cheaper per row than `ilike`). pg_trgm ships with PostgreSQL's contrib and with PGlite; it lives in `public` so that one
-- copy serves every schema.
create extension if not exists pg_trgm with schema public;

-- Record numbers: CT-2026-007, then CT-2026-1000 (three digits at least, never cut short).
create or replace function record_id(prefix text, n bigint) returns text language sql immutable as $$
  select prefix || case when n < 1000 then lpad(n::text, 3, '0') else n::text end
$$;

create sequence if not exists contacts_no;
create table if not exists contacts (
  id text primary key default record_id('CT-' || to_char(current_date, 'YYYY') || '-', nextval('contacts_no')),
  first_name text not null,
  last_name text not null default '',
  email text not null,
  phone text not null default '',
  company text not null default '',
  job_title text not null default '',
  status text not null,
  source text not null,
  notes text not null default '',
  value numeric(14, 2) not null default 0,
  created_at date not null default current_date,
  last_contact date not null default current_date,
  -- Where the row came from: a contact message, a registered user, a converted lead, or staff.
  origin text not null default 'staff',
  origin_id text,
  search text generated always as (lower(first_name || E'\n' || last_name || E'\n' || email || E'\n' || company)) stored
);
create index if not exists contacts_search_idx on contacts using gin (search public.gin_trgm_ops);
create index if not exists contacts_created_idx on contacts (created_at desc, id desc);
create index if not exists contacts_status_idx on contacts (status);
create unique index if not exists contacts_origin_idx on contacts (origin, origin_id) where origin_id is not null;

create sequence if not exists leads_no;
create table if not exists leads (
  id text primary key default record_id('LD-' || to_char(current_date, 'YYYY') || '-', nextval('leads_no')),
  title text not null,
  contact_name text not null,
  company text not null default '',
  email text not null,
  phone text not null default '',
  value numeric(14, 2),
  probability integer not null default 10,
  status text not null,
  priority text not null,
  source text not null,
  system_type text,
  expected_close_date date,
  description text not null default '',
  assigned_to text,
  created_at date not null default current_date,
  last_activity date not null default current_date,
  quote_request_id integer unique references quote_requests (id) on delete set null,
  converted_at timestamptz,
  contact_id text,
  opportunity_id text,
  search text generated always as (lower(title || E'\n' || contact_name || E'\n' || company)) stored
);
create index if not exists leads_search_idx on leads using gin (search public.gin_trgm_ops);
create index if not exists leads_created_idx on leads (created_at desc, id desc);
create index if not exists leads_status_idx on leads (status, priority);

create sequence if not exists opportunities_no;
create table if not exists opportunities (
  id text primary key default record_id('OPP-' || to_char(current_date, 'YYYY') || '-', nextval('opportunities_no')),
  name text not null,
  lead_id text,
  contact_name text not null,
  company text not null default '',
  value numeric(14, 2) not null default 0,
  probability integer not null default 10,
  stage text not null,
  system_type text,
  close_date date,
  won_date date,
  assigned_to text,
  description text not null default '',
  created_at date not null default current_date,
  last_activity date not null default current_date,
  next_step text not null default '',
  search text generated always as (lower(name || E'\n' || contact_name || E'\n' || company)) stored
);
create index if not exists opportunities_search_idx on opportunities using gin (search public.gin_trgm_ops);
create index if not exists opportunities_created_idx on opportunities (created_at desc, id desc);

create sequence if not exists invoices_no;
create table if not exists invoices (
  id text primary key default record_id('INV-' || to_char(current_date, 'YYYY') || '-', nextval('invoices_no')),
  invoice_number text not null unique,
  client_name text not null,
  client_email text not null,
  amount numeric(14, 2) not null,
  tax_amount numeric(14, 2) not null,
  total_amount numeric(14, 2) not null,
  currency text not null default 'EUR',
  status text not null,
  issue_date date not null,
  due_date date not null,
  paid_date date,
  description text not null default '',
  -- The lines as the schema has them (description, quantity, unit price, total); checked by Zod.
  items jsonb not null,
  created_by text not null,
  search text generated always as (lower(invoice_number || E'\n' || client_name || E'\n' || description)) stored
);
create index if not exists invoices_search_idx on invoices using gin (search public.gin_trgm_ops);
create index if not exists invoices_issue_idx on invoices (issue_date desc, id desc);

create sequence if not exists affiliates_no;
create table if not exists affiliates (
  id text primary key default record_id('AFF-', nextval('affiliates_no')),
  name text not null,
  contact_name text not null,
  email text not null,
  phone text not null,
  affiliate_code text not null unique,
  commission_rate numeric(5, 2) not null,
  total_earnings numeric(14, 2) not null default 0,
  total_sales numeric(14, 2) not null default 0,
  referral_count integer not null default 0,
  status text not null,
  join_date date not null default current_date,
  last_sale date,
  address text not null,
  description text not null default '',
  performance_rating numeric(3, 2) not null default 0,
  category text not null,
  search text generated always as (lower(name || E'\n' || contact_name || E'\n' || affiliate_code)) stored
);
create index if not exists affiliates_search_idx on affiliates using gin (search public.gin_trgm_ops);

create sequence if not exists commissions_no;
create table if not exists commissions (
  id text primary key default record_id('COM-' || to_char(current_date, 'YYYY') || '-', nextval('commissions_no')),
  affiliate_code text not null,
  affiliate_name text not null,
  invoice_number text not null,
  sale_amount numeric(14, 2) not null,
  commission_rate numeric(5, 2) not null,
  commission_amount numeric(14, 2) not null,
  status text not null,
  paid_date date,
  created_at date not null default current_date,
  description text not null default '',
  search text generated always as (lower(affiliate_name || E'\n' || affiliate_code || E'\n' || invoice_number)) stored
);
create index if not exists commissions_search_idx on commissions using gin (search public.gin_trgm_ops);

create sequence if not exists campaigns_no;
create table if not exists campaigns (
  id text primary key default record_id('CMP-' || to_char(current_date, 'YYYY') || '-', nextval('campaigns_no')),
  name text not null,
  description text not null default '',
  platform text not null,
  status text not null,
  scheduled_date date not null,
  published_date date,
  budget numeric(14, 2) not null default 0,
  spent numeric(14, 2) not null default 0,
  reach integer not null default 0,
  engagement numeric(5, 2) not null default 0,
  clicks integer not null default 0,
  conversions integer not null default 0,
  created_at date not null default current_date,
  created_by text not null,
  search text generated always as (lower(name || E'\n' || description || E'\n' || platform)) stored
);
create index if not exists campaigns_search_idx on campaigns using gin (search public.gin_trgm_ops);

create sequence if not exists social_posts_no;
create table if not exists social_posts (
  id text primary key default record_id('SP-' || to_char(current_date, 'YYYY') || '-', nextval('social_posts_no')),
  content text not null,
  platform text not null,
  status text not null,
  scheduled_date timestamptz not null,
  published_date timestamptz,
  campaign_id text,
  campaign_name text,
  media_urls jsonb not null default '[]',
  engagement_data jsonb not null default '{"likes":0,"shares":0,"comments":0,"reach":0,"clicks":0}',
  created_at date not null default current_date,
  created_by text not null,
  search text generated always as (lower(content || E'\n' || platform || E'\n' || coalesce(campaign_name, ''))) stored
);
create index if not exists social_posts_search_idx on social_posts using gin (search public.gin_trgm_ops);

-- Who changed what and when: every staff action on a live record, shown as the record's activity.
create table if not exists record_events (
  id integer generated always as identity primary key,
  entity text not null,
  record_id text not null,
  action text not null,
  detail jsonb not null default '{}',
  actor_id text,
  actor_name text not null,
  at timestamptz not null default now()
);
create index if not exists record_events_record_idx on record_events (entity, record_id, at desc);
create index if not exists record_events_at_idx on record_events (at desc);

-- Arrivals become records at once, in the same transaction as the arrival: a quote request is a
-- New lead (value empty until someone sets it); a contact message or a new account is a contact,
-- or refreshes the contact already holding that e-mail address.
create index if not exists contacts_email_idx on contacts (lower(email));

create or replace function lead_from_quote_request() returns trigger language plpgsql as $$
declare
  v_id text;
begin
  insert into leads (title, contact_name, company, email, phone, value, probability, status, priority, source, description, created_at, last_activity, quote_request_id)
  values (
    initcap(new.project_type) || ' project, ' || new.spaces || ' spaces',
    new.name, coalesce(new.company, ''), new.email, new.phone, null, 10, 'New', 'Medium', 'website',
    new.message, new.created_at::date, new.created_at::date, new.id
  ) returning id into v_id;
  insert into record_events (entity, record_id, action, detail, actor_name, at)
  values ('lead', v_id, 'received', jsonb_build_object('quoteRequest', new.id), 'Website', new.created_at);
  return new;
end $$;
drop trigger if exists quote_requests_to_leads on quote_requests;
create trigger quote_requests_to_leads after insert on quote_requests for each row execute function lead_from_quote_request();

create or replace function contact_from_arrival(p_name text, p_email text, p_phone text, p_note text, p_origin text, p_origin_id text, p_at date) returns void language plpgsql as $$
declare
  v_first text := split_part(trim(p_name), ' ', 1);
  v_id text;
begin
  update contacts set last_contact = greatest(last_contact, p_at), notes = left(case when notes = '' then p_note else notes || E'\n\n' || p_note end, 2000)
    where id = (select id from contacts where lower(email) = lower(p_email) order by created_at, id limit 1)
    returning id into v_id;
  if v_id is null then
    insert into contacts (first_name, last_name, email, phone, company, job_title, status, source, notes, value, created_at, last_contact, origin, origin_id)
    values (v_first, trim(substr(trim(p_name), length(v_first) + 1)), p_email, coalesce(p_phone, ''), '', '', 'New Lead', 'website', left(p_note, 2000), 0, p_at, p_at, p_origin, p_origin_id)
    returning id into v_id;
  end if;
  insert into record_events (entity, record_id, action, detail, actor_name)
  values ('contact', v_id, case p_origin when 'user' then 'registered' else 'message' end, jsonb_build_object('origin', p_origin, 'originId', p_origin_id), 'Website');
end $$;

create or replace function contact_from_message() returns trigger language plpgsql as $$
begin
  perform contact_from_arrival(new.name, new.email, new.phone, new.subject || ': ' || new.message, 'contact_message', new.id::text, new.created_at::date);
  return new;
end $$;
drop trigger if exists contact_messages_to_contacts on contact_messages;
create trigger contact_messages_to_contacts after insert on contact_messages for each row execute function contact_from_message();

create or replace function contact_from_user() returns trigger language plpgsql as $$
begin
  perform contact_from_arrival(new.name, new.email, null, 'Registered an account', 'user', new.id, new."createdAt"::date);
  return new;
end $$;
drop trigger if exists users_to_contacts on "user";
create trigger users_to_contacts after insert on "user" for each row execute function contact_from_user();

-- What arrived before this migration.
insert into leads (title, contact_name, company, email, phone, value, probability, status, priority, source, description, created_at, last_activity, quote_request_id)
select initcap(project_type) || ' project, ' || spaces || ' spaces', name, coalesce(company, ''), email, phone, null, 10, 'New', 'Medium', 'website', message, created_at::date, created_at::date, id
from quote_requests order by id;
select contact_from_arrival(name, email, null, 'Registered an account', 'user', id, "createdAt"::date) from (select * from "user" order by "createdAt") u;
select contact_from_arrival(name, email, phone, subject || ': ' || message, 'contact_message', id::text, created_at::date) from (select * from contact_messages order by id) m;
