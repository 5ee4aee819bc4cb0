-- The records' histories are the audit log's record lines: each staff change now keeps the
-- address it came from (the edited fields' old and new values go in its detail), and the table
-- only ever grows, as audit_events does, refused by the same function (migration 0041). The
-- table's owner (a migration, a test resetting its own database) can still disable the triggers.
alter table record_events add column if not exists address text check (char_length(address) <= 100);

drop trigger if exists record_events_no_change on record_events;
create trigger record_events_no_change before update or delete on record_events
  for each row execute function audit_events_append_only();
drop trigger if exists record_events_no_truncate on record_events;
create trigger record_events_no_truncate before truncate on record_events
  for each statement execute function audit_events_append_only();
