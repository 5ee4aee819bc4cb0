import { sql, type Kysely, type Transaction } from "kysely";
import type { AdminScreenName } from "~/domain/account/permissions";
import { isRecordEntity, recordEntities, recordKinds, type RecordEntity } from "~/domain/admin/record-kinds";
import { activitySchema, type Activity, type ActivityType } from "~/admin-kit/activity/schema";
import { serverT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/types";
import type { Database } from "~/server/db/schema";
import { adminFormat } from "../format";

/** The kinds of live records staff act on, as record_events.entity names them. */
export type { RecordEntity };

export type RecordEvent = {
  id: number;
  entity: string;
  recordId: string;
  action: string;
  detail: Record<string, unknown>;
  actorName: string;
  at: string;
};

/** Who acts: an account (id, display name) and, for a staff request, the client's address it came from. */
export type Actor = { id: string; name: string; address?: string | null };

/** Notes who did what to a record and when, in the transaction that made the change. */
export async function recordEvent(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  entity: RecordEntity,
  recordId: string,
  action: string,
  detail: Record<string, unknown> = {},
) {
  await db
    .insertInto("record_events")
    .values({
      entity,
      record_id: recordId,
      action,
      detail: JSON.stringify(detail),
      actor_id: actor.id,
      actor_name: actor.name,
      address: actor.address?.slice(0, 100) ?? null,
    })
    .execute();
}

/** The longest text an edited field's old or new value keeps in a history (a long description is cut). */
const CHANGE_TEXT_MAX = 500;
const changeValue = (value: unknown): unknown =>
  typeof value === "string" && value.length > CHANGE_TEXT_MAX ? `${value.slice(0, CHANGE_TEXT_MAX)}…` : (value ?? null);

/**
 * The edited fields' values before and after, as an event's `changes` detail ({ field: [old, new] },
 * as the audit log writes a setting's change), for the audit log to show what each edit did.
 */
export function fieldChanges(before: object, changed: readonly (readonly [string, unknown])[]) {
  const stored = new Map(Object.entries(before));
  return Object.fromEntries(
    changed.map(([field, value]) => [field, [changeValue(stored.get(field)), changeValue(value)]] as const),
  );
}

/**
 * The columns an event is read with. Who acted is the account that did it, named as it is named
 * now (its profile's full name, else its e-mail), so that renaming oneself rewrites no history and
 * cannot pass one's changes off as another's; the name written at the time stands only for events
 * of no account (the samples, the site's own arrivals) or of an account since deleted.
 */
export const eventColumns = [
  "id",
  "entity",
  "record_id",
  "action",
  "detail",
  sql<string>`coalesce(
    (select nullif(trim(p.full_name), '') from profiles p where p.user_id = record_events.actor_id),
    (select u.email from "user" u where u.id = record_events.actor_id),
    record_events.actor_name)`.as("actor_name"),
  "at",
] as const;

export function toEvent(row: {
  id: number;
  entity: string;
  record_id: string;
  action: string;
  detail: Record<string, unknown>;
  actor_name: string;
  at: Date;
}): RecordEvent {
  return {
    id: row.id,
    entity: row.entity,
    recordId: row.record_id,
    action: row.action,
    detail: row.detail,
    actorName: row.actor_name,
    at: new Date(row.at).toISOString(),
  };
}

/** A record's history, newest first. */
export async function eventsOf(db: Kysely<Database>, entity: RecordEntity, recordId: string): Promise<RecordEvent[]> {
  const rows = await db
    .selectFrom("record_events")
    .select(eventColumns)
    .where("entity", "=", entity)
    .where("record_id", "=", recordId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(200)
    .execute();
  return rows.map(toEvent);
}

/** The status-like values an event names, shown in the reader's language. */
const vocabularyOf: Record<string, string> = {
  status: "status.lead",
  priority: "status.priority",
  stage: "status.stage",
  reopened: "status.stage",
  contactStatus: "status.contact",
  cancelled: "status.invoice",
  published: "status.socialPost",
};
/** Details that are amounts of money or calendar days, written as every other screen writes them. */
const moneyDetails = new Set(["value", "budget"]);
const dayDetails = new Set(["paidDate", "wonDate", "dueDate", "paidOn"]);
/** Details that are moments, written on the office's clock. */
const momentDetails = new Set(["startsAt"]);

/** A detail's value as text; a list (the changed fields) joined with commas, as String() writes it. */
function detailText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(detailText).join(",");
  return value === null || value === undefined ? "" : JSON.stringify(value);
}

/** What an event says, in both languages (the admin's language picks one when shown). */
export function describeEvent(event: Pick<RecordEvent, "action" | "detail">): Record<Language, string> {
  const describe = (lang: Language) => {
    const t = serverT(lang, "admin");
    const format = adminFormat(lang);
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(event.detail)) {
      const vocabulary = vocabularyOf[event.action];
      if (vocabulary && (name === "from" || name === "to") && typeof value === "string")
        values[name] = t(`${vocabulary}.${value}`);
      else if (name === "lossReason" && typeof value === "string") values[name] = t(`status.lossReason.${value}`);
      else if (moneyDetails.has(name) && Number.isFinite(Number(value))) values[name] = format.money(Number(value));
      else if (dayDetails.has(name) && typeof value === "string") values[name] = format.date(value);
      else if (momentDetails.has(name) && typeof value === "string") values[name] = format.dateTime(value);
      // The changed fields by their column names on screen, never as the code spells them.
      else if (name === "fields" && Array.isArray(value))
        values[name] = value.map((field) => t(`columns.${String(field)}`, { defaultValue: String(field) })).join(", ");
      else values[name] = detailText(value);
    }
    // A deal closed lost says why, in its own words.
    const action = event.action === "stage" && "lossReason" in event.detail ? "stageLost" : event.action;
    return t(`events.${action}`, { ...values, defaultValue: event.action });
  };
  return { en: describe("en"), ro: describe("ro") };
}

/** How the overview screens label an event: by the kind of record it changed, and notes and messages by what they are. */
const activityTypeOf = (event: Pick<RecordEvent, "entity" | "action">): ActivityType => {
  if (event.action === "note") return "note";
  if (event.action === "message" || event.action === "contactEmailed") return "email";
  if (event.entity === "meeting" || event.action.startsWith("meeting")) return "meeting";
  if (["paid", "commissionPaid", "paymentRecorded", "paymentReversed"].includes(event.action)) return "payment";
  return isRecordEntity(event.entity) ? event.entity : "note";
};

/**
 * What the team writes down by hand (a call, a meeting), as a "logged" event: its kind, its words
 * in both languages, and who or what it concerns.
 */
const loggedActivity = activitySchema.pick({ type: true, title: true, subject: true });

/** The affiliate's copies of its commissions' events (app/entities/commission/actions.server.ts). */
const AFFILIATE_MIRRORS = ["commissionEarned", "commissionWithdrawn", "commissionPaid"];

/** The screen whose records each kind of event concerns: an event is shown only to those who may read that screen. */
const screenOfEntity: Record<string, AdminScreenName> = Object.fromEntries(
  recordEntities.map((entity) => [entity, recordKinds[entity].screen]),
);

/** The screen a hand-written activity belongs to, by its kind (a call or a note is the CRM's). */
const screenOfLoggedType: Record<ActivityType, AdminScreenName> = {
  call: "contacts",
  email: "contacts",
  meeting: "contacts",
  note: "contacts",
  contact: "contacts",
  lead: "leads",
  opportunity: "opportunities",
  invoice: "invoices",
  payment: "invoices",
  campaign: "campaigns",
  affiliate: "affiliates",
  commission: "commissions",
  installation: "installations",
  task: "tasks",
  socialPost: "social",
};

/** The names (entities, activity kinds) whose screen the administrator may read. */
const readable = (screens: Record<string, AdminScreenName>, may: (screen: AdminScreenName) => boolean) =>
  Object.entries(screens)
    .filter(([, screen]) => may(screen))
    .map(([name]) => name);

/**
 * The newest events as the overview screens' activity rows, of the records the administrator may
 * read (`may`: whether a screen may be read).
 */
export async function recentActivities(
  db: Kysely<Database>,
  limit: number,
  may: (screen: AdminScreenName) => boolean,
): Promise<Activity[]> {
  const entities = readable(screenOfEntity, may);
  const types = readable(screenOfLoggedType, may);
  const rows = await db
    .selectFrom("record_events")
    .select(eventColumns)
    .where((eb) =>
      eb.or([
        entities.length ? eb("entity", "in", entities) : sql<boolean>`false`,
        types.length
          ? eb.and([eb("entity", "=", "activity"), eb(sql<string>`detail->>'type'`, "in", types)])
          : sql<boolean>`false`,
      ]),
    )
    // A commission earned, withdrawn or paid is one activity: the affiliate's own history notes it
    // too (a line of its own, for its page), the feeds once.
    .where((eb) => eb.not(eb.and([eb("entity", "=", "affiliate"), eb("action", "in", AFFILIATE_MIRRORS)])))
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toEvent).map((event) => {
    const logged = loggedActivity.safeParse(event.action === "logged" ? event.detail : undefined);
    return {
      id: `ACT-${String(event.id).padStart(3, "0")}`,
      type: logged.success ? logged.data.type : activityTypeOf(event),
      title: logged.success ? logged.data.title : describeEvent(event),
      subject: logged.success ? logged.data.subject : event.recordId,
      by: event.actorName,
      at: event.at,
    };
  });
}
