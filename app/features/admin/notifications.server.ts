import { sql, type Kysely } from "kysely";
import { mayUse, type AdminPermission } from "~/domain/account/permissions";
import type { Database } from "~/server/db/schema";
import { describeEvent, eventColumns, toEvent } from "~/admin-kit/records/events.server";

/**
 * What the bell tells an administrator about: a quote request or a contact message that arrived
 * from the site, an invoice that fell overdue, and a task of theirs that fell due (theirs only:
 * `owned`). Each is a line of record_events (written by the arrival triggers of migration 0005, by
 * markOverdueInvoices and by notifyDueTasks), opening its record's page.
 */
const NOTIFYING = [
  { entity: "lead", action: "received", screen: "leads", owned: false },
  { entity: "contact", action: "message", screen: "contacts", owned: false },
  { entity: "invoice", action: "overdue", screen: "invoices", owned: false },
  { entity: "task", action: "taskDue", screen: "tasks", owned: true },
] as const;

/** The most notifications the bell lists (the count covers them all). */
export const NOTIFICATION_LIST_SIZE = 8;

export type Notification = {
  id: number;
  /** The record's page; `openHref` opens it through the bell, marking the notification read. */
  href: string;
  openHref: string;
  /** The record's name: the lead's title, the contact's name, the invoice's number and client. */
  title: string;
  text: { en: string; ro: string };
  at: string;
  unread: boolean;
};
export type Notifications = { unread: number; items: Notification[] };

/**
 * The newest notifications the administrator may open (a kind whose screen they may not read is
 * left out), and how many arrived since they last marked them read, in the data set of the screen's
 * mode like every other figure (its links open records of that data set).
 */
export async function notificationsFor(
  db: Kysely<Database>,
  userId: string,
  permissions: readonly AdminPermission[],
): Promise<Notifications> {
  const kinds = NOTIFYING.filter((kind) => mayUse(permissions, { screen: kind.screen }));
  if (kinds.length === 0) return { unread: 0, items: [] };
  const notifying = sql.join(
    kinds.map((k) =>
      k.owned
        ? sql`(entity = ${k.entity} and action = ${k.action} and detail->>'owner' = ${userId})`
        : sql`(entity = ${k.entity} and action = ${k.action})`,
    ),
    sql` or `,
  );
  const seen = await db
    .selectFrom("admin_notification_reads")
    .select("seen_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const since = seen ? new Date(seen.seen_at) : new Date(0);
  // Opened one by one since: read too.
  const opened = db.selectFrom("admin_notification_opened").select("event_id").where("user_id", "=", userId);
  const [rows, count] = await Promise.all([
    db
      .selectFrom("record_events")
      .select(eventColumns)
      .where(sql<boolean>`(${notifying})`)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(NOTIFICATION_LIST_SIZE)
      .execute(),
    db
      .selectFrom("record_events")
      .select(sql<number>`count(*)::int`.as("n"))
      .where(sql<boolean>`(${notifying})`)
      .where("at", ">", since)
      .where("id", "not in", opened)
      .executeTakeFirstOrThrow(),
  ]);
  const openedIds = new Set(
    rows.length === 0
      ? []
      : (
          await opened
            .where(
              "event_id",
              "in",
              rows.map((row) => row.id),
            )
            .execute()
        ).map((row) => row.event_id),
  );
  const titles = await recordTitles(
    db,
    rows.map((row) => ({ entity: row.entity, id: row.record_id })),
  );
  return {
    unread: count.n,
    items: rows.map(toEvent).map((event) => ({
      id: event.id,
      title: titles.get(`${event.entity}:${event.recordId}`) ?? event.recordId,
      href: notificationHref(kinds.find((k) => k.entity === event.entity)!.screen, event.recordId),
      openHref: notificationLink(event.id),
      text: describeEvent(event),
      at: event.at,
      unread: new Date(event.at) > since && !openedIds.has(event.id),
    })),
  };
}

/** How a notified record is named: the lead's title, the contact's name, the invoice's number and client. */
const TITLES = {
  lead: { table: "leads", title: sql<string>`title` },
  contact: { table: "contacts", title: sql<string>`trim(first_name || ' ' || last_name)` },
  invoice: { table: "invoices", title: sql<string>`invoice_number || ' · ' || client_name` },
  task: { table: "tasks", title: sql<string>`title` },
} as const;

/** The names of the records notifications point at, by `entity:id` (a deleted record has none). */
async function recordTitles(db: Kysely<Database>, records: { entity: string; id: string }[]) {
  const titles = new Map<string, string>();
  for (const [entity, { table, title }] of Object.entries(TITLES)) {
    const ids = [...new Set(records.filter((r) => r.entity === entity).map((r) => r.id))];
    if (ids.length === 0) continue;
    const { rows } = await sql<{ id: string; title: string }>`
      select id, ${title} as title from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(db);
    for (const row of rows) titles.set(`${entity}:${row.id}`, row.title);
  }
  return titles;
}

/** The record's page of a notification the administrator may open, or null for any other id. */
export async function notificationPage(
  db: Kysely<Database>,
  permissions: readonly AdminPermission[],
  eventId: number,
): Promise<string | null> {
  const event = await db
    .selectFrom("record_events")
    .select(["entity", "action", "record_id"])
    .where("id", "=", eventId)
    .executeTakeFirst();
  const kind = NOTIFYING.find((k) => k.entity === event?.entity && k.action === event?.action);
  if (!event || !kind || !mayUse(permissions, { screen: kind.screen })) return null;
  return notificationHref(kind.screen, event.record_id);
}

/** Marks one notification (of Live Mode's data) read for this administrator. */
export async function markNotificationOpened(db: Kysely<Database>, userId: string, eventId: number): Promise<void> {
  await db
    .insertInto("admin_notification_opened")
    .values({ user_id: userId, event_id: eventId })
    .onConflict((conflict) => conflict.columns(["user_id", "event_id"]).doNothing())
    .execute();
}

/** The page a notification's link opens: through openNotification, which marks it read first. */
export const notificationLink = (eventId: number) => `/admin/notifications?open=${eventId}`;

const notificationHref = (screen: string, recordId: string) => `/admin/${screen}/${encodeURIComponent(recordId)}`;

/** Marks everything that arrived until now as read for this administrator. */
export async function markNotificationsRead(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .insertInto("admin_notification_reads")
    .values({ user_id: userId, seen_at: sql<Date>`now()` })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ seen_at: sql<Date>`now()` }))
    .execute();
}
