import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Runs one pass of a background job unless another process runs that job now, whichever machine
 * it is on: the pass holds a transaction-scoped advisory lock named after the job, and a process
 * that cannot take it at once skips its turn. Each job also claims the rows it works on (a
 * conditional update), so a row is handled once even by passes that follow each other. Returns
 * whether this process ran the pass.
 */
export async function runExclusively(db: Kysely<Database>, job: string, pass: () => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext(${`background-job:${job}`})) as locked`.execute(trx);
    if (!rows[0]?.locked) return false;
    await pass();
    return true;
  });
}
