/**
 * Lists the latest quote requests and contact messages for operators without the admin area.
 *   npm run leads -- list [--limit N] [--json]
 * On the embedded database only one process may open the data folder: while the server runs
 * there, the command stops with a message saying what to do (db.server.ts).
 */
import { DatabaseBusyError, openDatabase } from "../app/server/db/db.server";
import { migrateToLatest } from "../app/server/db/migrate.server";
import { EnvError, getEnv } from "../app/server/env.server";

const USAGE = `Usage:
  npm run leads -- list [--limit N] [--json]   the latest quote requests and contact messages, newest first (default 20)`;

function parse(argv: string[]) {
  const [command, ...rest] = argv;
  if (command !== "list") throw new Error(command ? `Unknown command: ${command}` : "No command given");
  let limit = 20;
  let json = false;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === "--json") json = true;
    else if (rest[i] === "--limit" && /^\d+$/.test(rest[i + 1] ?? "") && Number(rest[i + 1]) > 0)
      limit = Number(rest[++i]);
    else throw new Error(`Unknown or incomplete option: ${rest[i]}`);
  }
  return { limit, json };
}

const oneLine = (text: string | null, max = 60) => (text ?? "").replace(/\s+/g, " ").slice(0, max);

async function main(): Promise<number> {
  let args;
  try {
    args = parse(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const env = getEnv();
  const { db, close } = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    await migrateToLatest(db);
    const quotes = await db
      .selectFrom("quote_requests")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(args.limit)
      .execute();
    const messages = await db
      .selectFrom("contact_messages")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(args.limit)
      .execute();
    if (args.json) {
      console.log(JSON.stringify({ quoteRequests: quotes, contactMessages: messages }, null, 2));
      return 0;
    }
    const status = (r: { notified_at: Date | null; notify_attempts: number }) =>
      r.notified_at
        ? `mailed ${r.notified_at.toISOString()}`
        : r.notify_attempts
          ? `NOT MAILED (${r.notify_attempts} attempts)`
          : "mail pending";
    console.log(`Quote requests (latest ${quotes.length}):`);
    if (!quotes.length) console.log("  none");
    for (const q of quotes)
      console.log(
        `  #${q.id}  ${q.created_at.toISOString()}  ${q.name} <${q.email}> ${q.phone}${q.company ? `, ${q.company}` : ""}  ${q.project_type}, ${q.spaces} spaces  [${q.lang} ${q.page}]  ${status(q)}\n      ${oneLine(q.message, 100)}`,
      );
    console.log(`\nContact messages (latest ${messages.length}):`);
    if (!messages.length) console.log("  none");
    for (const m of messages)
      console.log(
        `  #${m.id}  ${m.created_at.toISOString()}  ${m.name} <${m.email}>${m.phone ? ` ${m.phone}` : ""}  "${oneLine(m.subject)}"  [${m.form} form, ${m.lang} ${m.page}]  ${status(m)}\n      ${oneLine(m.message, 100)}`,
      );
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
