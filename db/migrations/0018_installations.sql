-- Installations: the parking systems the company installed, for after-sales (warranty, maintenance
-- visits). A record kind of its own (app/entities/installation); its limits, vocabularies and
-- ranges below were written by app/entities/column-limits.server.ts, as migrations 0006, 0008 and
-- 0015 were, and a test compares them with the schema.
create sequence if not exists installations_no;
create table if not exists installations (
  id text primary key default record_id('INS-' || to_char(current_date, 'YYYY') || '-', nextval('installations_no')),
  customer text not null,
  -- The contact it is filed under (a CT-… number), if any; like an opportunity's, not a foreign key.
  contact_id text,
  site_address text not null,
  system_type text not null,
  spaces integer not null,
  handover_date date not null,
  warranty_end date not null,
  maintenance_months text not null,
  next_visit date,
  notes text not null default '',
  created_at date not null default current_date,
  search text generated always as (lower(customer || E'\n' || site_address || E'\n' || notes)) stored,
  constraint installations_warranty_after_handover check (warranty_end >= handover_date),
  constraint installations_visit_after_handover check (next_visit is null or next_visit >= handover_date)
);
create index if not exists installations_search_idx on installations using gin (search public.gin_trgm_ops);
create index if not exists installations_next_visit_idx on installations (next_visit);

alter table "installations" add constraint installations_customer_length check (char_length(customer) <= 160) not valid;
alter table "installations" add constraint installations_site_address_length check (char_length(site_address) <= 300) not valid;
alter table "installations" add constraint installations_notes_length check (char_length(notes) <= 5000) not valid;
alter table "installations" drop constraint if exists installations_system_type_vocabulary;
alter table "installations" add constraint installations_system_type_vocabulary check (system_type in ('multiSlot', 'circularForklift', 'duplicator', 'sliding', 'longitudinalForklift', 'simple', 'shuttle', 'rotating', 'hydraulic')) not valid;
alter table "installations" drop constraint if exists installations_maintenance_months_vocabulary;
alter table "installations" add constraint installations_maintenance_months_vocabulary check (maintenance_months in ('3', '6', '12')) not valid;
alter table "installations" drop constraint if exists installations_spaces_range;
alter table "installations" add constraint installations_spaces_range check (spaces between 1 and 100000) not valid;
