-- When each administrator last looked at the notifications (the top bar's bell): what arrived since
-- is counted as unread for them (app/features/admin/notifications.server.ts).
create table if not exists admin_notification_reads (
  user_id text primary key references "user" (id) on delete cascade,
  seen_at timestamptz not null
);
