import { sql, type Kysely } from "kysely";
import type { AuditEventTable, Database } from "./db/schema";
import { log } from "./log.server";

export type AuditKind = AuditEventTable["kind"];
import type { AuditFilterKind } from "~/domain/admin/audit-kinds";

export type AuditEntry = {
  kind: AuditKind;
  action: string;
  /** The account that acted (null for a sign-in that named no known account). */
  actor: { id: string | null; email: string | null };
  address: string | null;
  target?: string | null;
  detail?: Record<string, unknown>;
};

/**
 * Adds a line to the audit log. A line that cannot be written is logged as an error and does not
 * stop what it records (a sign-in is not refused because the log's disk is full).
 */
export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  try {
    await db
      .insertInto("audit_events")
      .values({
        actor_id: entry.actor.id,
        actor_email: entry.actor.email,
        kind: entry.kind,
        action: entry.action,
        address: entry.address?.slice(0, 100) ?? null,
        target: entry.target?.slice(0, 300) ?? null,
        detail: JSON.stringify(entry.detail ?? {}),
      })
      .execute();
  } catch (error) {
    log.error({ err: error, kind: entry.kind, action: entry.action }, "audit line not written");
  }
}

/**
 * Notes a file handed to an administrator (a list's export, an invoice's PDF or e-Factura XML, a
 * financial report): who, from where, which file and in which mode.
 */
export function auditExport(
  db: Kysely<Database>,
  admin: { id: string; email: string },
  address: string,
  file: { action: string; target: string; detail?: Record<string, unknown> },
): Promise<void> {
  return audit(db, {
    kind: "export",
    action: file.action,
    actor: { id: admin.id, email: admin.email },
    address,
    target: file.target,
    detail: file.detail ?? {},
  });
}

/** The account (id and e-mail) behind an e-mail address, for a sign-in's line. */
export async function accountByEmail(db: Kysely<Database>, email: string) {
  const row = await db
    .selectFrom("user")
    .leftJoin("admin_profiles", "admin_profiles.user_id", "user.id")
    .select(["user.id", "user.email", "admin_profiles.is_active as admin"])
    .where(sql`lower("user".email)`, "=", email.toLowerCase())
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, admin: row.admin === true } : null;
}

export type AuditFilter = { actor?: string; kind?: AuditFilterKind; from?: string; to?: string };
export const AUDIT_PAGE_SIZE = 50;

/**
 * The audit log's lines, newest first: its own table and, for "record" (or no kind), the staff
 * changes the records' histories hold. Filtered by actor (account id), kind and office days
 * (inclusive); `limit` lines from `offset`.
 */
export async function readAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  { limit = AUDIT_PAGE_SIZE, offset = 0 } = {},
) {
  const from = filter.from ? sql<Date>`(${filter.from}::date::timestamp at time zone 'Europe/Bucharest')` : null;
  const to = filter.to ? sql<Date>`((${filter.to}::date + 1)::timestamp at time zone 'Europe/Bucharest')` : null;
  const ownKind: AuditKind | null = filter.kind && filter.kind !== "record" ? filter.kind : null;
  const own = db
    .selectFrom("audit_events as a")
    .select([
      sql<string>`'a' || a.id`.as("id"),
      "a.at",
      "a.actor_id as actorId",
      "a.actor_email as actorEmail",
      sql<AuditFilterKind>`a.kind`.as("kind"),
      "a.action",
      "a.address",
      "a.target",
      sql<Record<string, unknown>>`a.detail`.as("detail"),
    ])
    .$if(Boolean(filter.actor), (q) => q.where("a.actor_id", "=", filter.actor!))
    .$if(ownKind !== null, (q) => q.where("a.kind", "=", ownKind!))
    .$if(filter.kind === "record", (q) => q.where(sql<boolean>`false`))
    .$if(from !== null, (q) => q.where("a.at", ">=", from!))
    .$if(to !== null, (q) => q.where("a.at", "<", to!));
  const records = db
    .selectFrom("record_events as r")
    .leftJoin("user as u", "u.id", "r.actor_id")
    .select([
      sql<string>`'r' || r.id`.as("id"),
      "r.at",
      "r.actor_id as actorId",
      "u.email as actorEmail",
      sql<AuditFilterKind>`'record'`.as("kind"),
      "r.action",
      "r.address",
      sql<string>`r.entity || ' ' || r.record_id`.as("target"),
      sql<Record<string, unknown>>`r.detail`.as("detail"),
    ])
    .where("r.actor_id", "is not", null)
    .$if(Boolean(filter.actor), (q) => q.where("r.actor_id", "=", filter.actor!))
    .$if(Boolean(filter.kind) && filter.kind !== "record", (q) => q.where(sql<boolean>`false`))
    .$if(from !== null, (q) => q.where("r.at", ">=", from!))
    .$if(to !== null, (q) => q.where("r.at", "<", to!));
  const rows = await db
    .selectFrom(own.unionAll(records).as("lines"))
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .offset(offset)
    .execute();
  return {
    lines: rows.slice(0, limit).map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    more: rows.length > limit,
  };
}
