-- Why a deal was lost: asked when an opportunity is closed lost, so that the losses can be read
-- by cause. One of a fixed vocabulary (the opportunity schema's), and only on a Closed Lost
-- deal; reopening one clears it. Deals lost before this have none. Sortable in the table, with
-- the indexes every sortable column of a nullable field has.
alter table opportunities add column if not exists loss_reason text;

alter table "opportunities" drop constraint if exists opportunities_loss_reason_vocabulary;
alter table "opportunities" add constraint opportunities_loss_reason_vocabulary check (loss_reason in ('Price', 'Competitor', 'No Budget', 'Postponed', 'Site Constraints', 'No Decision', 'Other'));

alter table opportunities drop constraint if exists opportunities_loss_reason_when_lost;
alter table opportunities add constraint opportunities_loss_reason_when_lost check (loss_reason is null or stage = 'Closed Lost');

create index if not exists opportunities_loss_reason_order_idx on opportunities (loss_reason, id);
create index if not exists opportunities_loss_reason_nulls_first_idx on opportunities (loss_reason nulls first, id);
create index if not exists opportunities_owner_loss_reason_idx on opportunities (assigned_to, loss_reason, id);
create index if not exists opportunities_owner_loss_reason_nulls_first_idx on opportunities (assigned_to, loss_reason nulls first, id);
