-- One index per sortable column of the back-office tables, so that a table page sorted by any of
-- them reads its rows in order from an index instead of sorting every row: (column, id), the id
-- breaking ties as the page's order does. The database scans an index both ways; a column that is
-- never empty is ordered `<column> asc|desc, id asc|desc`, which one index serves forwards and
-- backwards. A column that may be empty keeps empty values last in both directions, so it has a
-- second index with empty values first, whose backward scan is `desc nulls last`. The lists'
-- tests check that every sortable column's page is read from an index. Contacts, leads and
-- opportunities already have (created_at desc, id desc).


-- contacts
create index if not exists contacts_last_name_order_idx on contacts (last_name, id);
create index if not exists contacts_first_name_order_idx on contacts (first_name, id);
create index if not exists contacts_company_order_idx on contacts (company, id);
create index if not exists contacts_email_order_idx on contacts (email, id);
create index if not exists contacts_status_order_idx on contacts (status, id);
create index if not exists contacts_value_order_idx on contacts (value, id);
create index if not exists contacts_last_contact_order_idx on contacts (last_contact, id);
create index if not exists contacts_source_order_idx on contacts (source, id);
create index if not exists contacts_job_title_order_idx on contacts (job_title, id);

-- leads
create index if not exists leads_title_order_idx on leads (title, id);
create index if not exists leads_contact_name_order_idx on leads (contact_name, id);
create index if not exists leads_company_order_idx on leads (company, id);
create index if not exists leads_status_order_idx on leads (status, id);
create index if not exists leads_priority_order_idx on leads (priority, id);
create index if not exists leads_probability_order_idx on leads (probability, id);
create index if not exists leads_source_order_idx on leads (source, id);
create index if not exists leads_last_activity_order_idx on leads (last_activity, id);
create index if not exists leads_value_order_idx on leads (value, id);
create index if not exists leads_assigned_to_order_idx on leads (assigned_to, id);
create index if not exists leads_expected_close_date_order_idx on leads (expected_close_date, id);
create index if not exists leads_value_nulls_first_idx on leads (value nulls first, id);
create index if not exists leads_assigned_to_nulls_first_idx on leads (assigned_to nulls first, id);
create index if not exists leads_expected_close_date_nulls_first_idx on leads (expected_close_date nulls first, id);

-- opportunities
create index if not exists opportunities_name_order_idx on opportunities (name, id);
create index if not exists opportunities_contact_name_order_idx on opportunities (contact_name, id);
create index if not exists opportunities_company_order_idx on opportunities (company, id);
create index if not exists opportunities_stage_order_idx on opportunities (stage, id);
create index if not exists opportunities_value_order_idx on opportunities (value, id);
create index if not exists opportunities_probability_order_idx on opportunities (probability, id);
create index if not exists opportunities_last_activity_order_idx on opportunities (last_activity, id);
create index if not exists opportunities_assigned_to_order_idx on opportunities (assigned_to, id);
create index if not exists opportunities_close_date_order_idx on opportunities (close_date, id);
create index if not exists opportunities_system_type_order_idx on opportunities (system_type, id);
create index if not exists opportunities_assigned_to_nulls_first_idx on opportunities (assigned_to nulls first, id);
create index if not exists opportunities_close_date_nulls_first_idx on opportunities (close_date nulls first, id);
create index if not exists opportunities_system_type_nulls_first_idx on opportunities (system_type nulls first, id);

-- tasks
create index if not exists tasks_title_order_idx on tasks (title, id);
create index if not exists tasks_due_at_order_idx on tasks (due_at, id);
create index if not exists tasks_status_order_idx on tasks (status, id);
create index if not exists tasks_created_at_order_idx on tasks (created_at, id);
create index if not exists tasks_assigned_to_order_idx on tasks (assigned_to, id);
create index if not exists tasks_assigned_to_nulls_first_idx on tasks (assigned_to nulls first, id);

-- The cards above a table (counts and sums over every matching row) read these narrow indexes
-- instead of the whole rows: each holds exactly the columns its list's cards use. Tasks' cards
-- read tasks_owner_due_idx (assigned_to, status, due_at).
create index if not exists contacts_cards_idx on contacts (status) include (value);
create index if not exists leads_cards_idx on leads (created_at) include (value, probability);
create index if not exists opportunities_cards_idx on opportunities (stage) include (value, won_date, probability);

-- "Mine" (one owner's records) in any order: the same indexes behind the owner, so that a page of
-- one administrator's records is read in order among their own rows only. Without them the
-- database walks the column's index past every other owner's rows, which costs the whole table
-- when an owner's records sit at one end of the order (a new colleague's, sorted oldest first).

-- leads
create index if not exists leads_owner_title_idx on leads (assigned_to, title, id);
create index if not exists leads_owner_contact_name_idx on leads (assigned_to, contact_name, id);
create index if not exists leads_owner_company_idx on leads (assigned_to, company, id);
create index if not exists leads_owner_status_idx on leads (assigned_to, status, id);
create index if not exists leads_owner_priority_idx on leads (assigned_to, priority, id);
create index if not exists leads_owner_probability_idx on leads (assigned_to, probability, id);
create index if not exists leads_owner_source_idx on leads (assigned_to, source, id);
create index if not exists leads_owner_last_activity_idx on leads (assigned_to, last_activity, id);
create index if not exists leads_owner_created_at_idx on leads (assigned_to, created_at, id);
create index if not exists leads_owner_value_idx on leads (assigned_to, value, id);
create index if not exists leads_owner_expected_close_date_idx on leads (assigned_to, expected_close_date, id);
create index if not exists leads_owner_value_nulls_first_idx on leads (assigned_to, value nulls first, id);
create index if not exists leads_owner_expected_close_date_nulls_first_idx on leads (assigned_to, expected_close_date nulls first, id);

-- opportunities
create index if not exists opportunities_owner_name_idx on opportunities (assigned_to, name, id);
create index if not exists opportunities_owner_contact_name_idx on opportunities (assigned_to, contact_name, id);
create index if not exists opportunities_owner_company_idx on opportunities (assigned_to, company, id);
create index if not exists opportunities_owner_stage_idx on opportunities (assigned_to, stage, id);
create index if not exists opportunities_owner_value_idx on opportunities (assigned_to, value, id);
create index if not exists opportunities_owner_probability_idx on opportunities (assigned_to, probability, id);
create index if not exists opportunities_owner_last_activity_idx on opportunities (assigned_to, last_activity, id);
create index if not exists opportunities_owner_created_at_idx on opportunities (assigned_to, created_at, id);
create index if not exists opportunities_owner_close_date_idx on opportunities (assigned_to, close_date, id);
create index if not exists opportunities_owner_system_type_idx on opportunities (assigned_to, system_type, id);
create index if not exists opportunities_owner_close_date_nulls_first_idx on opportunities (assigned_to, close_date nulls first, id);
create index if not exists opportunities_owner_system_type_nulls_first_idx on opportunities (assigned_to, system_type nulls first, id);

-- tasks
create index if not exists tasks_owner_title_idx on tasks (assigned_to, title, id);
create index if not exists tasks_owner_due_at_idx on tasks (assigned_to, due_at, id);
create index if not exists tasks_owner_status_idx on tasks (assigned_to, status, id);
create index if not exists tasks_owner_created_at_idx on tasks (assigned_to, created_at, id);
