-- profiles (keyed by user_id, holds full_name) and admin_profiles (an active row makes an administrator).
create table if not exists profiles (
  user_id text primary key references "user" ("id") on delete cascade,
  full_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists admin_profiles (
  user_id text primary key references "user" ("id") on delete cascade,
  is_active boolean not null default true,
  role text not null default 'admin',
  permissions jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
