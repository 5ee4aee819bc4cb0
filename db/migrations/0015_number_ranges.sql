-- Every number staff or visitors type has one range (app/domain/number-limits.ts), which its column
-- holds and every sum over it can hold. Written by columnRangeSql() of
-- app/server/db/field-limits.server.ts from the schemas; a test compares these constraints with the
-- schemas, so changing a range needs a migration like this. An engagement figure of a social post
-- must be a number in range; an invoice's amounts stay within what its fullest invoice (twenty
-- lines at the largest quantity and unit price, VAT at 100%) comes to.
-- NOT VALID: rows stored before this migration are not re-checked (the back-office shows any that
-- no longer fit as records to correct, and its sums are numeric); every new or changed row is.
alter table "contacts" drop constraint if exists contacts_value_range;
alter table "contacts" add constraint contacts_value_range check (value between 0 and 1000000000) not valid;
alter table "leads" drop constraint if exists leads_value_range;
alter table "leads" add constraint leads_value_range check (value between 0 and 1000000000) not valid;
alter table "leads" drop constraint if exists leads_probability_range;
alter table "leads" add constraint leads_probability_range check (probability between 0 and 100) not valid;
alter table "opportunities" drop constraint if exists opportunities_value_range;
alter table "opportunities" add constraint opportunities_value_range check (value between 0 and 1000000000) not valid;
alter table "opportunities" drop constraint if exists opportunities_probability_range;
alter table "opportunities" add constraint opportunities_probability_range check (probability between 0 and 100) not valid;
alter table "invoices" drop constraint if exists invoices_tax_rate_range;
alter table "invoices" add constraint invoices_tax_rate_range check (tax_rate between 0 and 100) not valid;
alter table "invoices" drop constraint if exists invoices_amount_range;
alter table "invoices" add constraint invoices_amount_range check (amount between 0 and 200000000000) not valid;
alter table "invoices" drop constraint if exists invoices_tax_amount_range;
alter table "invoices" add constraint invoices_tax_amount_range check (tax_amount between 0 and 200000000000) not valid;
alter table "invoices" drop constraint if exists invoices_total_amount_range;
alter table "invoices" add constraint invoices_total_amount_range check (total_amount between 0 and 400000000000) not valid;
alter table "affiliates" drop constraint if exists affiliates_commission_rate_range;
alter table "affiliates" add constraint affiliates_commission_rate_range check (commission_rate between 0 and 100) not valid;
alter table "affiliates" drop constraint if exists affiliates_performance_rating_range;
alter table "affiliates" add constraint affiliates_performance_rating_range check (performance_rating between 0 and 5) not valid;
alter table "commissions" drop constraint if exists commissions_sale_amount_range;
alter table "commissions" add constraint commissions_sale_amount_range check (sale_amount between 0 and 1000000000) not valid;
alter table "commissions" drop constraint if exists commissions_commission_rate_range;
alter table "commissions" add constraint commissions_commission_rate_range check (commission_rate between 0 and 100) not valid;
alter table "commissions" drop constraint if exists commissions_commission_amount_range;
alter table "commissions" add constraint commissions_commission_amount_range check (commission_amount between 0 and 1000000000) not valid;
alter table "campaigns" drop constraint if exists campaigns_budget_range;
alter table "campaigns" add constraint campaigns_budget_range check (budget between 0 and 1000000000) not valid;
alter table "campaigns" drop constraint if exists campaigns_spent_range;
alter table "campaigns" add constraint campaigns_spent_range check (spent between 0 and 1000000000) not valid;
alter table "campaigns" drop constraint if exists campaigns_reach_range;
alter table "campaigns" add constraint campaigns_reach_range check (reach between 0 and 1000000000) not valid;
alter table "campaigns" drop constraint if exists campaigns_engagement_range;
alter table "campaigns" add constraint campaigns_engagement_range check (engagement between 0 and 100) not valid;
alter table "campaigns" drop constraint if exists campaigns_clicks_range;
alter table "campaigns" add constraint campaigns_clicks_range check (clicks between 0 and 1000000000) not valid;
alter table "campaigns" drop constraint if exists campaigns_conversions_range;
alter table "campaigns" add constraint campaigns_conversions_range check (conversions between 0 and 1000000000) not valid;
alter table "social_posts" drop constraint if exists social_posts_engagement_data_likes_range;
alter table "social_posts" add constraint social_posts_engagement_data_likes_range check (case when jsonb_typeof(engagement_data->'likes') = 'number' then (engagement_data->>'likes')::numeric between 0 and 1000000000 else false end) not valid;
alter table "social_posts" drop constraint if exists social_posts_engagement_data_shares_range;
alter table "social_posts" add constraint social_posts_engagement_data_shares_range check (case when jsonb_typeof(engagement_data->'shares') = 'number' then (engagement_data->>'shares')::numeric between 0 and 1000000000 else false end) not valid;
alter table "social_posts" drop constraint if exists social_posts_engagement_data_comments_range;
alter table "social_posts" add constraint social_posts_engagement_data_comments_range check (case when jsonb_typeof(engagement_data->'comments') = 'number' then (engagement_data->>'comments')::numeric between 0 and 1000000000 else false end) not valid;
alter table "social_posts" drop constraint if exists social_posts_engagement_data_reach_range;
alter table "social_posts" add constraint social_posts_engagement_data_reach_range check (case when jsonb_typeof(engagement_data->'reach') = 'number' then (engagement_data->>'reach')::numeric between 0 and 1000000000 else false end) not valid;
alter table "social_posts" drop constraint if exists social_posts_engagement_data_clicks_range;
alter table "social_posts" add constraint social_posts_engagement_data_clicks_range check (case when jsonb_typeof(engagement_data->'clicks') = 'number' then (engagement_data->>'clicks')::numeric between 0 and 1000000000 else false end) not valid;
alter table "quote_requests" drop constraint if exists quote_requests_spaces_range;
alter table "quote_requests" add constraint quote_requests_spaces_range check (spaces between 1 and 100000) not valid;

-- An affiliate's earnings and sales add up every commission and won deal it ever had: room for a
-- million deals at the largest amount, where numeric(14,2) stopped at a thousand.
alter table affiliates alter column total_earnings type numeric(20, 2);
alter table affiliates alter column total_sales type numeric(20, 2);
