-- Invitations to administer the back-office, sent from the Team screen: an e-mail address, the
-- role given on acceptance (with that role's permissions written into the profile), the mail's
-- language, and the link's token kept only as its SHA-256 digest. A link works until it expires
-- (7 days), is accepted or is withdrawn; a new invitation to the same address withdraws the old.
create table if not exists admin_invitations (
  id serial primary key,
  email text not null,
  role text not null,
  permissions jsonb not null default '{}',
  language text not null default 'en',
  token_hash text not null unique,
  invited_by text references "user" (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by text references "user" (id) on delete set null,
  revoked_at timestamptz,
  constraint admin_invitations_email_size check (char_length(email) between 3 and 254),
  constraint admin_invitations_role_shape check (role ~ '^[a-z_]{1,40}$'),
  constraint admin_invitations_language check (language in ('en', 'ro'))
);
create index if not exists admin_invitations_email_idx on admin_invitations (lower(email));
