-- Parking spaces of a quote request and of an installation: 1 to 2,000, the selector's own range
-- (a request for 99,999 spaces is a typing mistake; a larger programme is several requests).
-- Rows stored before are not re-checked (NOT VALID), as with every range.
alter table "quote_requests" drop constraint if exists quote_requests_spaces_range;
alter table "quote_requests" add constraint quote_requests_spaces_range check (spaces between 1 and 2000) not valid;
alter table "installations" drop constraint if exists installations_spaces_range;
alter table "installations" add constraint installations_spaces_range check (spaces between 1 and 2000) not valid;
