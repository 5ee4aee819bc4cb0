-- Goods delivered to a business in another EU member state with a VAT number are an intra-Community
-- supply, exempt with the right of deduction (Fiscal Code, art. 294 para. (2) a)): a VAT category of
-- its own beside reverse charge, which stays for services (app/domain/vat.ts).
alter table "invoices" drop constraint if exists invoices_vat_category_vocabulary;
alter table "invoices" add constraint invoices_vat_category_vocabulary check (vat_category in ('standard', 'reduced', 'intraCommunity', 'reverseCharge', 'export')) not valid;
