-- A notification opened from the bell is read for that administrator, whatever arrived since they
-- last marked all as read (admin_notification_reads); each opening is a row here.
create table if not exists admin_notification_opened (
  user_id text not null references "user" (id) on delete cascade,
  event_id integer not null references record_events (id) on delete cascade,
  opened_at timestamptz not null default now(),
  primary key (user_id, event_id)
);
