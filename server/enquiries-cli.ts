/**
 * Lists the latest quote requests and contact messages for operators without the admin area.
 *   npm run enquiries -- list [--limit N] [--json]
 * On the embedded database only one process may open the data folder: while the server runs
 * there, the command stops with a message saying what to do (db.server.ts).
 */
import { runCli, UsageError } from "./cli";

const USAGE = `Usage:
  npm run enquiries -- list [--limit N] [--json]   the latest quote requests and contact messages, newest first (default 20)`;

const oneLine = (text: string | null, max = 60) => (text ?? "").replace(/\s+/g, " ").slice(0, max);

runCli({
  usage: USAGE,
  options: { limit: { type: "string" }, json: { type: "boolean" } },
  read: (values, [command, ...rest]) => {
    if (command !== "list") throw new UsageError(command ? `Unknown command: ${command}` : "No command given");
    if (rest.length) throw new UsageError(`Unknown argument: ${rest.join(" ")}`);
    const limit = values.limit ?? "20";
    if (typeof limit !== "string" || !/^\d+$/.test(limit) || Number(limit) < 1)
      throw new UsageError(`--limit must be a whole number from 1, not ${String(limit)}`);
    return { limit: Number(limit), json: values.json === true };
  },
  run: async (args, { database }) => {
    const { db } = database!;
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
  },
});
