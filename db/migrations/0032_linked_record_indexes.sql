-- A contact's page reads the records linked to it (app/entities/contact/linked.server.ts): by the
-- contact's number, a lead's number, or the e-mail address compared without case. Indexed, so a
-- contact's page stays a lookup with a hundred thousand leads, not a scan of every table.
create index if not exists leads_contact_idx on leads (contact_id);
create index if not exists leads_email_lower_idx on leads (lower(email));
create index if not exists opportunities_contact_idx on opportunities (contact_id);
create index if not exists opportunities_lead_idx on opportunities (lead_id);
create index if not exists installations_contact_idx on installations (contact_id);
create index if not exists invoices_client_email_lower_idx on invoices (lower(client_email));
