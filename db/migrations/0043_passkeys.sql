-- Passkeys (WebAuthn) as a second kind of second factor for administrators, beside the
-- authenticator app's code. An administrator adds them after setting up the code, which stays
-- the way back (with the recovery codes) if every passkey is lost.
--
-- admin_passkeys: one row per credential; `id` is the credential's id (base64url), `public_key`
-- its COSE public key (base64url), `counter` the authenticator's signature counter (a response
-- whose counter does not grow, where the authenticator counts, is refused as a cloned key).
create table if not exists admin_passkeys (
  id text primary key,
  user_id text not null references "user" (id) on delete cascade,
  public_key text not null,
  counter bigint not null default 0,
  transports text not null default '',
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index if not exists admin_passkeys_user on admin_passkeys (user_id);

-- The challenge a session was last given (to add a passkey, or to sign in with one). Taken once:
-- a response is checked against it and it is deleted, so a response cannot be replayed.
create table if not exists passkey_challenges (
  session_id text primary key references "session" (id) on delete cascade,
  purpose text not null check (purpose in ('register', 'verify')),
  challenge text not null,
  created_at timestamptz not null default now()
);

alter table session_second_factor drop constraint if exists session_second_factor_method_check;
alter table session_second_factor
  add constraint session_second_factor_method_check check (method in ('totp', 'recovery', 'setup', 'passkey'));
