-- Tasks: a follow-up a member of staff owns (call back, send the offer), due at a moment on the
-- office's clock, about a contact, lead, opportunity or installation (by number, like an
-- opportunity's contact: not a foreign key, the record may go and the task stays). A record kind
-- of its own (app/entities/task).
create sequence if not exists tasks_no;
create table if not exists tasks (
  id text primary key default record_id('TSK-' || to_char(current_date, 'YYYY') || '-', nextval('tasks_no')),
  title text not null,
  due_at timestamptz not null,
  assigned_to text references "user" (id) on delete set null,
  related_kind text,
  related_id text,
  notes text not null default '',
  status text not null default 'Open',
  done_at timestamptz,
  -- When the owner's bell was told the task fell due (once).
  due_notified_at timestamptz,
  created_at date not null default current_date,
  search text generated always as (lower(title || E'\n' || coalesce(related_id, '') || E'\n' || notes)) stored,
  constraint tasks_related_both check ((related_kind is null) = (related_id is null)),
  constraint tasks_done_when_done check ((status = 'Done') = (done_at is not null))
);
create index if not exists tasks_search_idx on tasks using gin (search public.gin_trgm_ops);
create index if not exists tasks_owner_due_idx on tasks (assigned_to, status, due_at);
create index if not exists tasks_related_idx on tasks (related_kind, related_id);
create index if not exists tasks_due_idx on tasks (due_at) where status = 'Open' and due_notified_at is null;

alter table "tasks" add constraint tasks_title_length check (char_length(title) <= 160) not valid;
alter table "tasks" add constraint tasks_assigned_to_length check (char_length(assigned_to) <= 64) not valid;
alter table "tasks" add constraint tasks_related_id_length check (char_length(related_id) <= 20) not valid;
alter table "tasks" add constraint tasks_notes_length check (char_length(notes) <= 5000) not valid;
alter table "tasks" add constraint tasks_status_vocabulary check (status in ('Open', 'Done')) not valid;
alter table "tasks" add constraint tasks_related_kind_vocabulary check (related_kind in ('contact', 'lead', 'opportunity', 'installation')) not valid;
