-- Lead capture (docs/decisions/0007-lead-capture.md): every quote request and contact message is stored
-- before anyone is told it was sent. Only what the sales team needs: no IP address, no user agent.
create table if not exists quote_requests (
  id integer generated always as identity primary key,
  name text not null,
  email text not null,
  phone text not null,
  company text,
  project_type text not null check (project_type in ('residential', 'commercial', 'industrial')),
  spaces integer not null check (spaces >= 1),
  message text not null,
  lang text not null check (lang in ('en', 'ro')),
  page text not null,
  created_at timestamptz not null default now(),
  -- The notification to the sales address: when it went out, and the attempts until then.
  notified_at timestamptz,
  notify_attempts integer not null default 0,
  last_attempt_at timestamptz,
  last_error text
);
create index if not exists quote_requests_created_at_idx on quote_requests (created_at desc);
create index if not exists quote_requests_unnotified_idx on quote_requests (created_at) where notified_at is null;

create table if not exists contact_messages (
  id integer generated always as identity primary key,
  name text not null,
  email text not null,
  phone text,
  subject text not null,
  message text not null,
  -- Which form: the home page section (with optional phone) or the /contact page.
  form text not null check (form in ('home', 'contact')),
  lang text not null check (lang in ('en', 'ro')),
  page text not null,
  created_at timestamptz not null default now(),
  notified_at timestamptz,
  notify_attempts integer not null default 0,
  last_attempt_at timestamptz,
  last_error text
);
create index if not exists contact_messages_created_at_idx on contact_messages (created_at desc);
create index if not exists contact_messages_unnotified_idx on contact_messages (created_at) where notified_at is null;
