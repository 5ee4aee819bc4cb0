import { parseArgs } from "node:util";
import { DatabaseBusyError, openDatabase, type DatabaseHandle } from "../app/server/db/db.server";
import { leaseEmbeddedCluster } from "../app/server/db/embedded-postgres.server";
import { migrateToLatest } from "../app/server/db/migrate.server";
import { EnvError, getEnv, type Env } from "../app/server/env.server";
import { keepFilesPrivate } from "../app/server/private-files.server";

/** A command line that does not say what to do: shown with the usage, exit code 2. */
export class UsageError extends Error {}

type Options = Record<string, { type: "string" | "boolean"; multiple?: boolean; short?: string }>;
type Parsed = ReturnType<typeof parseArgs<{ options: Options; allowPositionals: true; strict: true }>>;

/**
 * The shared start of every command-line tool: the arguments read with Node's `util.parseArgs`
 * (unknown options refused), what they mean checked by `read`, then `run` with the environment and,
 * unless the tool opens it itself, the migrated database (closed afterwards). On the embedded
 * database the command connects to the running server's cluster, or, with the site stopped,
 * starts the cluster for its run and stops it after. Exit codes: 0 done, 1 failed, 2 wrong usage
 * (the usage is printed), 3 the database is in use or the environment is invalid (the message
 * says what to do).
 */
export function runCli<A>(tool: {
  usage: string;
  options: Options;
  read: (values: Parsed["values"], positionals: string[]) => A;
  run: (args: A, context: { env: Env; database?: DatabaseHandle }) => Promise<number>;
  /** False (or false for these arguments) when the tool opens the database itself. */
  opensDatabase?: false | ((args: A) => boolean);
}): void {
  main(tool)
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      if (error instanceof DatabaseBusyError || error instanceof EnvError) {
        console.error(error.message);
        process.exit(3);
      }
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    });
}

async function main<A>(tool: Parameters<typeof runCli<A>>[0]): Promise<number> {
  let args: A;
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      options: tool.options,
      allowPositionals: true,
      strict: true,
    });
    args = tool.read(values, positionals);
  } catch (error) {
    // parseArgs throws a TypeError (ERR_PARSE_ARGS_*) for an unknown or incomplete option.
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    console.error(`${error.message}\n\n${tool.usage}`);
    return 2;
  }
  const env = getEnv();
  keepFilesPrivate(env.DATA_DIR);
  const opens = typeof tool.opensDatabase === "function" ? tool.opensDatabase(args) : tool.opensDatabase !== false;
  if (!opens) return tool.run(args, { env });
  const embedded = env.DATABASE_URL
    ? null
    : await leaseEmbeddedCluster(env.DATA_DIR, { role: "command", onLog: (message) => console.error(message) });
  try {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
    try {
      await migrateToLatest(database.db);
      return await tool.run(args, { env, database });
    } finally {
      await database.close();
    }
  } finally {
    await embedded?.release();
  }
}
