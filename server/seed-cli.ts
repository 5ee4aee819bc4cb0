/**
 * Fills the live tables with generated records for trying the back-office out; never run by
 * default, and never by the server.
 *   npm run seed -- --rows 100000
 * Adds N contacts and N leads, N/10 opportunities and invoices, N/100 of the rest
 * (app/entities/seed.server.ts). On the embedded database, stop the server first.
 */
import { seedLiveTables } from "../app/entities/seed.server";
import { runCli, UsageError } from "./cli";

const USAGE = `Usage:
  npm run seed -- --rows N   add generated live records: N contacts and N leads (1 to 1,000,000), N/10 opportunities and invoices, N/100 of the rest`;

runCli({
  usage: USAGE,
  options: { rows: { type: "string" } },
  read: (values, positionals) => {
    const rows = values.rows;
    if (typeof rows !== "string" || positionals.length)
      throw new UsageError(rows ? `Unknown argument: ${positionals.join(" ")}` : "No --rows given");
    if (!/^\d+$/.test(rows) || Number(rows) < 1 || Number(rows) > 1_000_000)
      throw new UsageError(`--rows must be a whole number from 1 to 1,000,000, not ${rows}`);
    return Number(rows);
  },
  run: async (rows, { database }) => {
    const { db, kind } = database!;
    const started = performance.now();
    const counts = await seedLiveTables(db, rows);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded on ${kind === "postgres" ? "PostgreSQL" : "the embedded database"} in ${seconds} s:`);
    for (const [table, count] of Object.entries(counts))
      console.log(`  ${table.padEnd(14)} ${count.toLocaleString("en")}`);
    console.log("Switch the back-office to Live Mode (Disable Demo) to see them.");
    return 0;
  },
});
