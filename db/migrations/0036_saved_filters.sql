-- Saved filters: an administrator's named list views (a search, selects, sort, columns and page
-- size), kept as the list's URL query so that opening one is following a link. Each belongs to
-- the account that saved it and goes with it. Its limits are the saved-filter form's (the kit's
-- bulk.server.ts), checked by its tests.
create table if not exists saved_filters (
  id serial primary key,
  user_id text not null references "user" (id) on delete cascade,
  screen text not null,
  name text not null,
  query text not null,
  created_at timestamptz not null default now(),
  constraint saved_filters_name_size check (char_length(name) between 1 and 60),
  constraint saved_filters_screen_size check (char_length(screen) <= 40),
  constraint saved_filters_query_size check (char_length(query) <= 1000),
  constraint saved_filters_unique_name unique (user_id, screen, name)
);
