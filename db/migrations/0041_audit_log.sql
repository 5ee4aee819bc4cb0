-- The audit log: what administrators did that matters for security, one line each, with who
-- (the account, and its e-mail as it was then), when, from which address, what it concerned and
-- its details. Staff changes to records stay in record_events (the records' histories), which the
-- Audit log screen reads beside this table. The actor is not a foreign key: a line outlives the
-- account it names.
--
-- Append-only: a trigger refuses every update, delete and truncate, so the application (and
-- anyone with its database role) can add lines and never change or remove one.
create table if not exists audit_events (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_id text,
  actor_email text,
  kind text not null check (kind in ('signIn', 'secondFactor', 'team', 'export', 'settings')),
  action text not null check (char_length(action) between 1 and 60),
  address text check (char_length(address) <= 100),
  target text check (char_length(target) <= 300),
  detail jsonb not null default '{}'
);
create index if not exists audit_events_at_idx on audit_events (at desc, id desc);
create index if not exists audit_events_actor_idx on audit_events (actor_id, at desc, id desc);
create index if not exists audit_events_kind_idx on audit_events (kind, at desc, id desc);

create or replace function audit_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the audit log is append-only: % refused', tg_op;
end
$$;
drop trigger if exists audit_events_no_change on audit_events;
create trigger audit_events_no_change before update or delete on audit_events
  for each row execute function audit_events_append_only();
drop trigger if exists audit_events_no_truncate on audit_events;
create trigger audit_events_no_truncate before truncate on audit_events
  for each statement execute function audit_events_append_only();
