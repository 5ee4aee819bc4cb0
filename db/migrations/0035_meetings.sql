-- Meetings: a time and a place (or a link) with contacts and staff, about a contact, lead,
-- opportunity or installation. Attendees are kept by number (contacts) and account id (staff), as JSON
-- lists; an invitation, its updates and its cancellation go to each by e-mail as iCalendar, whose
-- SEQUENCE counts the changes. A record kind of its own (app/entities/meeting).
create sequence if not exists meetings_no;
create table if not exists meetings (
  id text primary key default record_id('MTG-' || to_char(current_date, 'YYYY') || '-', nextval('meetings_no')),
  title text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  location text not null default '',
  contact_ids jsonb not null default '[]',
  staff_ids jsonb not null default '[]',
  related_kind text,
  related_id text,
  notes text not null default '',
  status text not null default 'Scheduled',
  sequence integer not null default 0,
  created_at date not null default current_date,
  search text generated always as (lower(title || E'\n' || location || E'\n' || coalesce(related_id, '') || E'\n' || notes)) stored,
  constraint meetings_ends_after_start check (ends_at > starts_at),
  constraint meetings_related_both check ((related_kind is null) = (related_id is null))
);
create index if not exists meetings_search_idx on meetings using gin (search public.gin_trgm_ops);
create index if not exists meetings_starts_idx on meetings (starts_at);
create index if not exists meetings_related_idx on meetings (related_kind, related_id);
create index if not exists meetings_contacts_idx on meetings using gin (contact_ids jsonb_path_ops);
create index if not exists meetings_staff_idx on meetings using gin (staff_ids jsonb_path_ops);

alter table "meetings" add constraint meetings_title_length check (char_length(title) <= 160) not valid;
alter table "meetings" add constraint meetings_location_length check (char_length(location) <= 300) not valid;
alter table "meetings" add constraint meetings_related_id_length check (char_length(related_id) <= 20) not valid;
alter table "meetings" add constraint meetings_notes_length check (char_length(notes) <= 5000) not valid;
alter table "meetings" add constraint meetings_status_vocabulary check (status in ('Scheduled', 'Cancelled')) not valid;
alter table "meetings" add constraint meetings_related_kind_vocabulary check (related_kind in ('contact', 'lead', 'opportunity', 'installation')) not valid;
alter table "meetings" add constraint meetings_attendees_count check (jsonb_typeof(contact_ids) = 'array' and jsonb_typeof(staff_ids) = 'array' and jsonb_array_length(contact_ids) <= 20 and jsonb_array_length(staff_ids) <= 20) not valid;
