-- A lead's and an opportunity's parking system is any of the nine systems of the shared system
-- table (app/content/parking-systems/types.ts), not the six of the first project showcase: written
-- by columnVocabularySql() of app/server/db/field-limits.server.ts, as migration 0008 was.
alter table "leads" drop constraint if exists leads_system_type_vocabulary;
alter table "leads" add constraint leads_system_type_vocabulary check (system_type in ('multiSlot', 'circularForklift', 'duplicator', 'sliding', 'longitudinalForklift', 'simple', 'shuttle', 'rotating', 'hydraulic')) not valid;
alter table "opportunities" drop constraint if exists opportunities_system_type_vocabulary;
alter table "opportunities" add constraint opportunities_system_type_vocabulary check (system_type in ('multiSlot', 'circularForklift', 'duplicator', 'sliding', 'longitudinalForklift', 'simple', 'shuttle', 'rotating', 'hydraulic')) not valid;

-- A quote request from the parking selector names the system the visitor asked about (the server
-- checked it against the recommendation): its lead starts with that system.
create or replace function lead_from_quote_request() returns trigger language plpgsql as $$
declare
  v_id text;
begin
  insert into leads (title, contact_name, company, email, phone, value, probability, status, priority, source, system_type, description, created_at, last_activity, quote_request_id)
  values (
    initcap(new.project_type) || ' project, ' || new.spaces || ' spaces',
    new.name, coalesce(new.company, ''), new.email, new.phone, null, 10, 'New', 'Medium', 'website',
    new.configuration ->> 'system', new.message, new.created_at::date, new.created_at::date, new.id
  ) returning id into v_id;
  insert into record_events (entity, record_id, action, detail, actor_name, at)
  values ('lead', v_id, 'received', jsonb_build_object('quoteRequest', new.id), 'Website', new.created_at);
  return new;
end $$;

-- Leads that arrived before with a configuration and no system yet, and the opportunities opened from them.
update leads set system_type = q.configuration ->> 'system'
  from quote_requests q
  where leads.quote_request_id = q.id and leads.system_type is null
    and q.configuration ->> 'system' in ('multiSlot', 'circularForklift', 'duplicator', 'sliding', 'longitudinalForklift', 'simple', 'shuttle', 'rotating', 'hydraulic');
update opportunities set system_type = l.system_type
  from leads l
  where opportunities.lead_id = l.id and opportunities.system_type is null and l.system_type is not null;
