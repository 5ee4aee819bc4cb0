-- An account that becomes an administrator is staff, not a customer: the contact its registration
-- made ("New Lead", origin 'user') goes, unless someone has worked on it since (another status, a
-- later contact than the registration's day, or a lead, opportunity or installation filed under
-- it). Administrators granted before lose theirs now.
create or replace function staff_contact_removed() returns trigger language plpgsql as $$
begin
  delete from contacts c
    where c.origin = 'user' and c.origin_id = new.user_id and c.status = 'New Lead'
      and c.last_contact <= c.created_at
      and not exists (select 1 from leads l where l.contact_id = c.id)
      and not exists (select 1 from opportunities o where o.contact_id = c.id)
      and not exists (select 1 from installations i where i.contact_id = c.id);
  return new;
end $$;
drop trigger if exists admin_profiles_remove_contact on admin_profiles;
create trigger admin_profiles_remove_contact after insert on admin_profiles for each row execute function staff_contact_removed();

delete from contacts c
  using admin_profiles a
  where c.origin = 'user' and c.origin_id = a.user_id and c.status = 'New Lead'
    and c.last_contact <= c.created_at
    and not exists (select 1 from leads l where l.contact_id = c.id)
    and not exists (select 1 from opportunities o where o.contact_id = c.id)
    and not exists (select 1 from installations i where i.contact_id = c.id);
