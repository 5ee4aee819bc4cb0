import { createHash, randomBytes } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { z } from "~/lib/zod";
import { ActionRefused } from "~/admin-kit/contracts";
import {
  adminPermissions,
  permissionsOf,
  roleFor,
  SUPER_ADMIN_ROLE,
  teamRoleNames,
  teamRoles,
  withReads,
  type AdminPermission,
  type TeamRole,
} from "~/domain/account/permissions";
import { EMAIL_PATTERN } from "~/domain/account/rules";
import { TEXT_LIMITS } from "~/domain/field-limits";
import type { Language } from "~/i18n/types";
import type { Database } from "~/server/db/schema";
import { sendMail } from "~/server/mail.server";

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** The Team screen's forms, one shape per intent (error keys are `team.errors.*`). */
export const teamActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    email: z.string().trim().toLowerCase().max(TEXT_LIMITS.email, "invalidEmail").regex(EMAIL_PATTERN, "invalidEmail"),
    role: z.enum(teamRoleNames, "invalidChoice"),
    language: z.enum(["en", "ro"], "invalidChoice"),
  }),
  z.object({
    intent: z.literal("role"),
    user: z.string().min(1, "notFound").max(64, "notFound"),
    role: z.enum(teamRoleNames, "invalidChoice"),
  }),
  z.object({
    intent: z.literal("permissions"),
    user: z.string().min(1, "notFound").max(64, "notFound"),
    // The ticked boxes, joined with commas; none ticked posts nothing.
    permissions: z
      .string()
      .max(500, "invalidChoice")
      .default("")
      .transform((text) => text.split(",").filter(Boolean))
      .pipe(z.array(z.enum(adminPermissions, "invalidChoice")).min(1, "noPermission")),
  }),
  z.object({ intent: z.enum(["deactivate", "reactivate"]), user: z.string().min(1, "notFound").max(64, "notFound") }),
  z.object({ intent: z.literal("revoke"), invitation: z.coerce.number().int().positive("notFound") }),
]);
export type TeamAction = z.infer<typeof teamActionSchema>;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
/** Permissions as the profile keeps them: each held one set to true. */
const permissionsJson = (permissions: readonly AdminPermission[]) =>
  JSON.stringify(Object.fromEntries(permissions.map((p) => [p, true])));
const rolePermissions = (role: TeamRole) => permissionsJson(teamRoles[role]);

/** Everyone who has administered (active or not): name, role, permissions, last sign-in, second factor. */
export async function listTeam(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("admin_profiles as a")
    .innerJoin("user as u", "u.id", "a.user_id")
    .leftJoin("profiles as p", "p.user_id", "a.user_id")
    .select([
      "a.user_id as id",
      "u.email",
      "p.full_name as fullName",
      "a.role",
      "a.permissions",
      "a.is_active as active",
      sql<Date | null>`(select max(s."createdAt") from "session" s where s."userId" = a.user_id)`.as("lastSignIn"),
      sql<boolean>`exists (select 1 from admin_second_factors f where f.user_id = a.user_id and f.confirmed_at is not null)`.as(
        "secondFactor",
      ),
    ])
    .orderBy("a.is_active", "desc")
    .orderBy("u.email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.fullName?.trim() || row.email,
    role: row.role,
    permissions: permissionsOf({ is_active: true, role: row.role, permissions: row.permissions }),
    active: row.active,
    lastSignIn: row.lastSignIn ? new Date(row.lastSignIn).toISOString() : null,
    secondFactor: row.secondFactor,
  }));
}

/** Invitations not yet accepted, withdrawn or expired. */
export async function listInvitations(db: Kysely<Database>, now: number) {
  const rows = await db
    .selectFrom("admin_invitations as i")
    .leftJoin("profiles as p", "p.user_id", "i.invited_by")
    .select(["i.id", "i.email", "i.role", "i.expires_at as expiresAt", "p.full_name as invitedBy"])
    .where("i.accepted_at", "is", null)
    .where("i.revoked_at", "is", null)
    .where("i.expires_at", ">", new Date(now))
    .orderBy("i.created_at", "desc")
    .execute();
  return rows.map((row) => ({ ...row, expiresAt: new Date(row.expiresAt).toISOString() }));
}

/** The active super administrators other than `userId`: none left means `userId` is the last. */
async function otherSuperAdmins(trx: Transaction<Database>, userId: string) {
  // Locked, so that two administrators demoting each other at once cannot both pass.
  const rows = await trx
    .selectFrom("admin_profiles")
    .select("user_id")
    .where("role", "=", SUPER_ADMIN_ROLE)
    .where("is_active", "=", true)
    .forUpdate()
    .execute();
  return rows.filter((row) => row.user_id !== userId).length;
}

type Actor = { id: string; name: string };

/**
 * Invites an address to administer with a role: a link mailed in the chosen language, working
 * for INVITATION_DAYS. Refused for an address that is already an active administrator; an
 * earlier invitation to the address is withdrawn. Returns the invitation's id.
 */
export async function invite(
  db: Kysely<Database>,
  actor: Actor,
  input: { email: string; role: TeamRole; language: Language },
  { siteUrl, now }: { siteUrl: string; now: number },
): Promise<number> {
  const token = randomBytes(32).toString("base64url");
  const id = await db.transaction().execute(async (trx) => {
    const active = await trx
      .selectFrom("admin_profiles as a")
      .innerJoin("user as u", "u.id", "a.user_id")
      .select("a.user_id")
      .where(sql`lower(u.email)`, "=", input.email)
      .where("a.is_active", "=", true)
      .executeTakeFirst();
    if (active) throw new ActionRefused("alreadyAdmin", 409, "email");
    await trx
      .updateTable("admin_invitations")
      .set({ revoked_at: new Date(now) })
      .where(sql`lower(email)`, "=", input.email)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
    const row = await trx
      .insertInto("admin_invitations")
      .values({
        email: input.email,
        role: input.role,
        permissions: rolePermissions(input.role),
        language: input.language,
        token_hash: digest(token),
        invited_by: actor.id,
        expires_at: new Date(now + INVITATION_DAYS * 86_400_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const link = `${siteUrl}${input.language === "ro" ? "/ro" : ""}/invitation/${token}`;
  await sendMail({
    to: input.email,
    subject:
      input.language === "ro"
        ? "Invitație în panoul de administrare – Autoparc Systems"
        : "Invitation to the back-office – Autoparc Systems",
    text:
      input.language === "ro"
        ? `${actor.name} vă invită să administrați panoul Autoparc Systems.\n\nPentru a accepta, deschideți acest link în ${INVITATION_DAYS} zile, autentificați-vă (sau creați un cont) cu adresa ${input.email} și configurați autentificarea în doi pași:\n${link}\n\nDacă nu vă așteptați la această invitație, ignorați mesajul.`
        : `${actor.name} invites you to administer the Autoparc Systems back-office.\n\nTo accept, open this link within ${INVITATION_DAYS} days, sign in (or create an account) with ${input.email}, and set up two-step sign-in:\n${link}\n\nIf you did not expect this invitation, ignore this message.`,
  });
  return id;
}

/** Withdraws an invitation still waiting. */
export async function revokeInvitation(db: Kysely<Database>, id: number, now: number): Promise<void> {
  const result = await db
    .updateTable("admin_invitations")
    .set({ revoked_at: new Date(now) })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) throw new ActionRefused("notFound", 404);
}

/** Gives an administrator another role (and its permissions); the last super administrator keeps theirs. */
export async function changeRole(db: Kysely<Database>, userId: string, role: TeamRole): Promise<{ from: string }> {
  // Giving the role held already is no change, whatever permissions the command line added to it.
  const { from } = await giveProfile(db, userId, role, teamRoles[role], (held) => held.role === role);
  return { from: from.role };
}

/**
 * Gives an administrator a set of permissions chosen one by one (each change permission with its
 * read). The role becomes the preset holding exactly that set, else "custom". The last super
 * administrator keeps every permission.
 */
export async function changePermissions(db: Kysely<Database>, userId: string, chosen: readonly AdminPermission[]) {
  const permissions = withReads(chosen);
  const role = roleFor(permissions);
  return giveProfile(
    db,
    userId,
    role,
    permissions,
    (held) => held.role === role && held.permissions.join() === permissions.join(),
  );
}

type Held = { role: string; permissions: AdminPermission[] };

/**
 * Writes a role and its permissions into an administrator's profile, the row locked: refused when
 * `unchanged` says what is held is already it, and when it would leave no active super administrator.
 */
async function giveProfile(
  db: Kysely<Database>,
  userId: string,
  role: string,
  permissions: readonly AdminPermission[],
  unchanged: (held: Held) => boolean,
): Promise<{ from: Held; to: Held }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("admin_profiles")
      .select(["role", "permissions", "is_active"])
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new ActionRefused("notFound", 404);
    const held = permissionsOf({ is_active: true, role: current.role, permissions: current.permissions });
    if (unchanged({ role: current.role, permissions: held })) throw new ActionRefused("unchanged");
    if (
      current.role === SUPER_ADMIN_ROLE &&
      role !== SUPER_ADMIN_ROLE &&
      current.is_active &&
      !(await otherSuperAdmins(trx, userId))
    )
      throw new ActionRefused("lastSuperAdmin");
    await trx
      .updateTable("admin_profiles")
      .set({ role, permissions: permissionsJson(permissions), updated_at: new Date() })
      .where("user_id", "=", userId)
      .execute();
    return { from: { role: current.role, permissions: held }, to: { role, permissions: [...permissions] } };
  });
}

/**
 * Deactivates an administrator (their sessions end at once, so their next request is refused) or
 * reactivates one. The last active super administrator cannot be deactivated.
 */
export async function setActive(db: Kysely<Database>, userId: string, active: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("admin_profiles")
      .select(["role", "is_active"])
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new ActionRefused("notFound", 404);
    if (current.is_active === active) throw new ActionRefused("unchanged");
    if (!active && current.role === SUPER_ADMIN_ROLE && !(await otherSuperAdmins(trx, userId)))
      throw new ActionRefused("lastSuperAdmin");
    await trx
      .updateTable("admin_profiles")
      .set({ is_active: active, updated_at: new Date() })
      .where("user_id", "=", userId)
      .execute();
    if (!active) await trx.deleteFrom("session").where("userId", "=", userId).execute();
  });
}

/** What an invitation link leads to: one that works (for whom, as what), or why not. */
export type InvitationState =
  { state: "valid"; id: number; email: string; role: string } | { state: "unknown" | "expired" | "used" };

export async function readInvitation(db: Kysely<Database>, token: string, now: number): Promise<InvitationState> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: "unknown" };
  const row = await db
    .selectFrom("admin_invitations")
    .select(["id", "email", "role", "expires_at", "accepted_at", "revoked_at"])
    .where("token_hash", "=", digest(token))
    .executeTakeFirst();
  if (!row) return { state: "unknown" };
  if (row.accepted_at || row.revoked_at) return { state: "used" };
  if (new Date(row.expires_at).getTime() <= now) return { state: "expired" };
  return { state: "valid", id: row.id, email: row.email, role: row.role };
}

/**
 * Accepts an invitation as the signed-in account it was sent to: the account becomes an active
 * administrator with the invitation's role and permissions, and the link is spent. Returns the
 * role, or why not ("wrongAccount" for another account than the invited address's).
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  token: string,
  user: { id: string; email: string },
  now: number,
): Promise<{ role: string } | { refused: "unknown" | "expired" | "used" | "wrongAccount" }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("admin_invitations")
      .select(["id", "email", "role", "permissions", "expires_at", "accepted_at", "revoked_at"])
      .where("token_hash", "=", digest(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { refused: "unknown" as const };
    if (row.accepted_at || row.revoked_at) return { refused: "used" as const };
    if (new Date(row.expires_at).getTime() <= now) return { refused: "expired" as const };
    if (row.email.toLowerCase() !== user.email.toLowerCase()) return { refused: "wrongAccount" as const };
    const permissions = JSON.stringify(row.permissions);
    await trx
      .insertInto("admin_profiles")
      .values({ user_id: user.id, is_active: true, role: row.role, permissions })
      .onConflict((oc) =>
        oc.column("user_id").doUpdateSet({ is_active: true, role: row.role, permissions, updated_at: new Date(now) }),
      )
      .execute();
    await trx
      .updateTable("admin_invitations")
      .set({ accepted_at: new Date(now), accepted_by: user.id })
      .where("id", "=", row.id)
      .execute();
    return { role: row.role };
  });
}

/** An account's e-mail address, for the audit log's lines. */
export async function accountEmail(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  return row?.email ?? null;
}
