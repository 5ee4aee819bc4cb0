-- A company not registered for VAT (the small enterprises' exemption, Fiscal Code art. 310) issues
-- invoices not subject to VAT: a VAT category of its own (EN 16931's O, app/domain/vat.ts).
alter table "invoices" drop constraint if exists invoices_vat_category_vocabulary;
alter table "invoices" add constraint invoices_vat_category_vocabulary check (vat_category in ('standard', 'reduced', 'intraCommunity', 'reverseCharge', 'export', 'notSubject')) not valid;
