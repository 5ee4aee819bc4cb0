/**
 * Fills the live tables with generated records for trying the back-office out; never run by
 * default, and never by the server.
 *   npm run seed -- --rows 100000
 * Adds N contacts and N leads, N/10 opportunities and invoices, N/100 of the rest
 * (app/server/db/seed.server.ts). On the embedded database, stop the server first.
 */
import { DatabaseBusyError, openDatabase } from "../app/server/db/db.server";
import { migrateToLatest } from "../app/server/db/migrate.server";
import { seedLiveTables } from "../app/server/db/seed.server";
import { EnvError, getEnv } from "../app/server/env.server";

const USAGE = `Usage:
  npm run seed -- --rows N   add generated live records: N contacts and N leads (1 to 1,000,000), N/10 opportunities and invoices, N/100 of the rest`;

function parse(argv: string[]): number {
  if (argv.length !== 2 || argv[0] !== "--rows")
    throw new Error(argv.length ? `Unknown or incomplete options: ${argv.join(" ")}` : "No --rows given");
  const rows = Number(argv[1]);
  if (!/^\d+$/.test(argv[1]!) || rows < 1 || rows > 1_000_000)
    throw new Error(`--rows must be a whole number from 1 to 1,000,000, not ${argv[1]}`);
  return rows;
}

async function main(): Promise<number> {
  let rows: number;
  try {
    rows = parse(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const env = getEnv();
  const { db, close, kind } = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const counts = await seedLiveTables(db, rows);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded on ${kind === "postgres" ? "PostgreSQL" : "the embedded database"} in ${seconds} s:`);
    for (const [table, count] of Object.entries(counts))
      console.log(`  ${table.padEnd(14)} ${count.toLocaleString("en")}`);
    console.log("Switch the back-office to Live Mode (Disable Demo) to see them.");
    return 0;
  } finally {
    await close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error) => {
    if (error instanceof DatabaseBusyError || error instanceof EnvError) {
      console.error(error.message);
      process.exit(3);
    }
    console.error(error);
    process.exit(1);
  });
