-- A quote request sent from the parking-system selector keeps the configuration it came with: the
-- visitor's site, the system asked about and the recommendation as the server computed it
-- (app/server/leads/configuration.server.ts). Null for every other quote request.
alter table quote_requests add column if not exists configuration jsonb;
alter table quote_requests drop constraint if exists quote_requests_configuration_size;
alter table quote_requests add constraint quote_requests_configuration_size check (configuration is null or octet_length(configuration::text) <= 20000);
