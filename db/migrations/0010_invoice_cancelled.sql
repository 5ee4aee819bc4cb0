-- Invoices can be Cancelled (a sent invoice is never edited: it is cancelled and reissued). The
-- status constraint is rewritten from the schema's list, as columnVocabularySql() in
-- app/server/db/field-limits.server.ts writes it; the vocabulary test compares it with the schema.
alter table "invoices" drop constraint if exists invoices_status_vocabulary;
alter table "invoices" add constraint invoices_status_vocabulary check (status in ('Draft', 'Sent', 'Pending', 'Paid', 'Overdue', 'Cancelled')) not valid;
