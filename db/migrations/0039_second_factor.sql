-- A second factor for administrators: an authenticator app's secret (TOTP), recovery codes, and
-- which sessions have passed the code step. Our own tables rather than better-auth's two-factor
-- plugin: that plugin accepts a code again within its period and keeps recovery codes where the
-- server can read them back; here a used time step is recorded so that a code works once, and a
-- recovery code is kept only as its SHA-256 digest.
--
-- admin_second_factors: one per account. The secret is encrypted with a key derived from the
-- auth secret (AES-256-GCM). `confirmed_at` is set once a first code proves the app holds it;
-- until then the factor is being set up and signs nobody in. `last_step` is the newest 30-second
-- step a code was accepted for: a code of that step or an older one is refused.
create table if not exists admin_second_factors (
  user_id text primary key references "user" (id) on delete cascade,
  secret text not null,
  confirmed_at timestamptz,
  last_step bigint not null default 0,
  created_at timestamptz not null default now()
);

-- Recovery codes: shown once when the factor is confirmed, each usable once.
create table if not exists admin_recovery_codes (
  id serial primary key,
  user_id text not null references "user" (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  constraint admin_recovery_codes_unique unique (user_id, code_hash)
);

-- A session that passed the code step (or was opened by setting the factor up). A session
-- without a row here reaches no back-office screen.
create table if not exists session_second_factor (
  session_id text primary key references "session" (id) on delete cascade,
  method text not null check (method in ('totp', 'recovery', 'setup')),
  verified_at timestamptz not null default now()
);
