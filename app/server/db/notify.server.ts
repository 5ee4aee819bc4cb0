import type { Client } from "pg";
import { log } from "../log.server";
import { connectionString } from "./db.server";

/**
 * Calls `onEvent` for each notice on `channel` (`NOTIFY`, or `pg_notify` in a transaction, sent on
 * commit) from any process on the same database: this one, another worker, another machine. It is
 * also called each time the listening connection is made, the first time included: while the
 * database was away (a restart) a notice may have been missed, so the listener reads afresh. A
 * lost connection is made again every `retryMs` until `stop` is called.
 */
export function listenFor(
  channel: string,
  onEvent: () => void,
  { url = connectionString(), retryMs = 1_000 }: { url?: string; retryMs?: number } = {},
): () => Promise<void> {
  let stopped = false;
  let client: Client | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    timer = undefined;
    if (stopped) return;
    const { default: pg } = await import("pg");
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    let lost = false;
    const reconnect = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.end().catch(() => {});
      if (stopped) return;
      log.warn({ err: error, channel }, "database notices lost: listening again");
      timer = setTimeout(() => void connect(), retryMs);
    };
    next.on("notification", (notice) => {
      if (notice.channel === channel) onEvent();
    });
    next.on("error", reconnect);
    next.on("end", () => reconnect());
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      reconnect(error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    onEvent();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
    client = undefined;
  };
}
