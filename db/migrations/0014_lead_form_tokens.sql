-- The time-trap tokens of enquiry forms that have stored an enquiry: each token is good for one
-- (app/server/form-token.server.ts). Kept in the database so that every worker process sees it;
-- rows older than a token's maximum age are useless and forgotten now and then.
create table if not exists lead_form_tokens (
  token text primary key,
  used_at timestamptz not null default now()
);
create index if not exists lead_form_tokens_used_at_idx on lead_form_tokens (used_at);
