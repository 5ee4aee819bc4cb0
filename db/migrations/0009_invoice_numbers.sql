-- Invoice numbers INV-YYYY-NNN: one counter per year, moved on in the transaction that creates the
-- invoice (app/entities/invoice/numbers.server.ts). Concurrent creations wait for each other on the
-- year's row, so each number is given once; an invoice whose transaction rolls back gives its number
-- back, so the numbers of a year have no gaps.
create table if not exists invoice_numbers (
  year integer primary key check (year between 2000 and 9999),
  last integer not null check (last > 0)
);
