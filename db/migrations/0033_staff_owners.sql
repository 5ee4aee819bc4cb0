-- Staff are the owners: a lead or opportunity is assigned to an administrator's account, not to a
-- name from a fixed list. The `staff` view is the team the back-office offers (the active
-- administrators, named as their account shows them); Demo Mode keeps a table of the same shape
-- with its sample team in its own schema.
create or replace view staff as
  select u.id, coalesce(nullif(btrim(coalesce(p.full_name, u.name, '')), ''), u.email) as name, u.email
  from admin_profiles a
  join "user" u on u.id = a.user_id
  left join profiles p on p.user_id = a.user_id
  where a.is_active;

alter table leads drop constraint if exists leads_assigned_to_vocabulary;
alter table opportunities drop constraint if exists opportunities_assigned_to_vocabulary;

-- A record assigned by name keeps its owner where that name is one administrator's; otherwise it
-- becomes unassigned (the old names were sample team members, not accounts).
update leads l set assigned_to = (select min(s.id) from staff s where s.name = l.assigned_to having count(*) = 1)
  where assigned_to is not null and not exists (select 1 from "user" u where u.id = l.assigned_to);
update opportunities o set assigned_to = (select min(s.id) from staff s where s.name = o.assigned_to having count(*) = 1)
  where assigned_to is not null and not exists (select 1 from "user" u where u.id = o.assigned_to);

-- An account that goes takes its assignments with it; whether it is still an administrator is
-- checked when someone assigns a record.
alter table leads drop constraint if exists leads_assigned_to_user;
alter table leads add constraint leads_assigned_to_user foreign key (assigned_to) references "user" (id) on delete set null;
alter table opportunities drop constraint if exists opportunities_assigned_to_user;
alter table opportunities add constraint opportunities_assigned_to_user foreign key (assigned_to) references "user" (id) on delete set null;
create index if not exists leads_assigned_to on leads (assigned_to);
create index if not exists opportunities_assigned_to on opportunities (assigned_to);

-- An owner is an account id, never longer than the forms take (the staff schema's limit).
alter table leads drop constraint if exists leads_assigned_to_length;
alter table leads add constraint leads_assigned_to_length check (char_length(assigned_to) <= 64) not valid;
alter table opportunities drop constraint if exists opportunities_assigned_to_length;
alter table opportunities add constraint opportunities_assigned_to_length check (char_length(assigned_to) <= 64) not valid;
