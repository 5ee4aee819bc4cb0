-- A lead converted into a contact and an opportunity says so: its status becomes Converted (set by
-- the conversion only; app/entities/lead/schema.ts). Leads converted before take it now.
alter table "leads" drop constraint if exists leads_status_vocabulary;
alter table "leads" add constraint leads_status_vocabulary check (status in ('New', 'Contacted', 'Qualified', 'Proposal Sent', 'Negotiating', 'Demo Scheduled', 'Converted')) not valid;
update leads set status = 'Converted' where converted_at is not null and status <> 'Converted';

-- A quote request's lead is titled in the language the visitor wrote in: "Residential project, 48
-- spaces" or "Proiect rezidențial, 48 de locuri" (Romanian puts "de" before a count whose last two
-- digits make 20 or more, or a round hundred), one space or one "loc" in the singular.
create or replace function lead_title(p_lang text, p_project_type text, p_spaces integer) returns text
language sql immutable as $$
  select case when p_lang = 'ro' then
    'Proiect ' || case p_project_type when 'residential' then 'rezidențial' when 'commercial' then 'comercial'
                                      when 'industrial' then 'industrial' else p_project_type end
      || ', ' || p_spaces
      || case when p_spaces = 1 then ' loc'
              when p_spaces % 100 = 0 or p_spaces % 100 >= 20 then ' de locuri'
              else ' locuri' end
  else
    initcap(p_project_type) || ' project, ' || p_spaces || case when p_spaces = 1 then ' space' else ' spaces' end
  end
$$;

create or replace function lead_from_quote_request() returns trigger language plpgsql as $$
declare
  v_id text;
begin
  insert into leads (title, contact_name, company, email, phone, value, probability, status, priority, source, system_type, description, created_at, last_activity, quote_request_id)
  values (
    lead_title(new.lang, new.project_type, new.spaces),
    new.name, coalesce(new.company, ''), new.email, new.phone, null, 10, 'New', 'Medium', 'website',
    new.configuration ->> 'system', new.message, new.created_at::date, new.created_at::date, new.id
  ) returning id into v_id;
  insert into record_events (entity, record_id, action, detail, actor_name, at)
  values ('lead', v_id, 'received', jsonb_build_object('quoteRequest', new.id), 'Website', new.created_at);
  return new;
end $$;
