-- One contract per stored field (docs/decisions/0009-trust-boundaries.md): every text column takes no longer a value
-- than its field's schema allows, so what a form accepts the back-office can always read back.
-- Written by columnLimitSql() of app/server/db/field-limits.server.ts from the schemas; a test
-- compares these constraints with the schemas, so changing a limit needs a migration like this.
-- NOT VALID: rows stored before this migration are not re-checked (the back-office shows any
-- that no longer fit as records to correct); every new or changed row is.
alter table "contacts" add constraint contacts_first_name_length check (char_length(first_name) <= 120) not valid;
alter table "contacts" add constraint contacts_last_name_length check (char_length(last_name) <= 120) not valid;
alter table "contacts" add constraint contacts_email_length check (char_length(email) <= 254) not valid;
alter table "contacts" add constraint contacts_phone_length check (char_length(phone) <= 40) not valid;
alter table "contacts" add constraint contacts_company_length check (char_length(company) <= 160) not valid;
alter table "contacts" add constraint contacts_job_title_length check (char_length(job_title) <= 120) not valid;
alter table "contacts" add constraint contacts_notes_length check (char_length(notes) <= 5000) not valid;
alter table "leads" add constraint leads_title_length check (char_length(title) <= 160) not valid;
alter table "leads" add constraint leads_contact_name_length check (char_length(contact_name) <= 120) not valid;
alter table "leads" add constraint leads_company_length check (char_length(company) <= 160) not valid;
alter table "leads" add constraint leads_email_length check (char_length(email) <= 254) not valid;
alter table "leads" add constraint leads_phone_length check (char_length(phone) <= 40) not valid;
alter table "leads" add constraint leads_description_length check (char_length(description) <= 5000) not valid;
alter table "opportunities" add constraint opportunities_name_length check (char_length(name) <= 160) not valid;
alter table "opportunities" add constraint opportunities_contact_name_length check (char_length(contact_name) <= 120) not valid;
alter table "opportunities" add constraint opportunities_company_length check (char_length(company) <= 160) not valid;
alter table "opportunities" add constraint opportunities_description_length check (char_length(description) <= 5000) not valid;
alter table "opportunities" add constraint opportunities_next_step_length check (char_length(next_step) <= 300) not valid;
alter table "invoices" add constraint invoices_client_name_length check (char_length(client_name) <= 160) not valid;
alter table "invoices" add constraint invoices_client_email_length check (char_length(client_email) <= 254) not valid;
alter table "invoices" add constraint invoices_description_length check (char_length(description) <= 500) not valid;
alter table "invoices" add constraint invoices_created_by_length check (char_length(created_by) <= 120) not valid;
alter table "affiliates" add constraint affiliates_name_length check (char_length(name) <= 160) not valid;
alter table "affiliates" add constraint affiliates_contact_name_length check (char_length(contact_name) <= 120) not valid;
alter table "affiliates" add constraint affiliates_email_length check (char_length(email) <= 254) not valid;
alter table "affiliates" add constraint affiliates_phone_length check (char_length(phone) <= 40) not valid;
alter table "affiliates" add constraint affiliates_address_length check (char_length(address) <= 300) not valid;
alter table "affiliates" add constraint affiliates_description_length check (char_length(description) <= 1000) not valid;
alter table "commissions" add constraint commissions_affiliate_name_length check (char_length(affiliate_name) <= 160) not valid;
alter table "commissions" add constraint commissions_description_length check (char_length(description) <= 500) not valid;
alter table "campaigns" add constraint campaigns_name_length check (char_length(name) <= 160) not valid;
alter table "campaigns" add constraint campaigns_description_length check (char_length(description) <= 1000) not valid;
alter table "campaigns" add constraint campaigns_created_by_length check (char_length(created_by) <= 120) not valid;
alter table "social_posts" add constraint social_posts_content_length check (char_length(content) <= 3000) not valid;
alter table "social_posts" add constraint social_posts_campaign_name_length check (char_length(campaign_name) <= 160) not valid;
alter table "social_posts" add constraint social_posts_created_by_length check (char_length(created_by) <= 120) not valid;
alter table "quote_requests" add constraint quote_requests_name_length check (char_length(name) <= 120) not valid;
alter table "quote_requests" add constraint quote_requests_email_length check (char_length(email) <= 254) not valid;
alter table "quote_requests" add constraint quote_requests_phone_length check (char_length(phone) <= 40) not valid;
alter table "quote_requests" add constraint quote_requests_message_length check (char_length(message) <= 5000) not valid;
alter table "contact_messages" add constraint contact_messages_name_length check (char_length(name) <= 120) not valid;
alter table "contact_messages" add constraint contact_messages_email_length check (char_length(email) <= 254) not valid;
alter table "contact_messages" add constraint contact_messages_phone_length check (char_length(phone) <= 40) not valid;
alter table "contact_messages" add constraint contact_messages_message_length check (char_length(message) <= 5000) not valid;
alter table "quote_requests" add constraint quote_requests_company_length check (char_length(company) <= 160) not valid;
alter table "contact_messages" add constraint contact_messages_subject_length check (char_length(subject) <= 200) not valid;
alter table "user" add constraint user_name_length check (char_length(name) <= 120) not valid;
alter table "user" add constraint user_email_length check (char_length(email) <= 254) not valid;
alter table "profiles" add constraint profiles_full_name_length check (char_length(full_name) <= 120) not valid;

-- A contact's notes hold the messages that reached it, within the notes' limit (was 2000).
create or replace function contact_from_arrival(p_name text, p_email text, p_phone text, p_note text, p_origin text, p_origin_id text, p_at date) returns void language plpgsql as $$
declare
  v_first text := split_part(trim(p_name), ' ', 1);
  v_id text;
begin
  update contacts set last_contact = greatest(last_contact, p_at), notes = left(case when notes = '' then p_note else notes || E'\n\n' || p_note end, 5000)
    where id = (select id from contacts where lower(email) = lower(p_email) order by created_at, id limit 1)
    returning id into v_id;
  if v_id is null then
    insert into contacts (first_name, last_name, email, phone, company, job_title, status, source, notes, value, created_at, last_contact, origin, origin_id)
    values (v_first, trim(substr(trim(p_name), length(v_first) + 1)), p_email, coalesce(p_phone, ''), '', '', 'New Lead', 'website', left(p_note, 5000), 0, p_at, p_at, p_origin, p_origin_id)
    returning id into v_id;
  end if;
  insert into record_events (entity, record_id, action, detail, actor_name)
  values ('contact', v_id, case p_origin when 'user' then 'registered' else 'message' end, jsonb_build_object('origin', p_origin, 'originId', p_origin_id), 'Website');
end $$;
