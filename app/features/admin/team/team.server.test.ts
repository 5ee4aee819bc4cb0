import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../../tests/support/databases";
import { refusal } from "../../../../tests/support/refusal";
import type { Database } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { teamRoles } from "~/domain/account/permissions";
import {
  acceptInvitation,
  changePermissions,
  changeRole,
  INVITATION_DAYS,
  invite,
  listInvitations,
  listTeam,
  readInvitation,
  revokeInvitation,
  setActive,
  teamActionSchema,
} from "./team.server";

const NOW = Date.UTC(2026, 11, 7, 9, 0);
const DAY = 86_400_000;

/** The invitation links mailed to an address, oldest first. */
function linksTo(address: string): string[] {
  const outbox = path.join(getEnv().DATA_DIR, "outbox");
  return readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as { to: string; text: string })
    .filter((mail) => mail.to === address)
    .map((mail) => /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "");
}

describe("the Team screen's forms", () => {
  it("take an e-mail address and a role of the team's, and refuse anything else by name", () => {
    expect(
      teamActionSchema.safeParse({ intent: "invite", email: " Ana@Example.RO ", role: "sales", language: "ro" }),
    ).toMatchObject({ success: true, data: { email: "ana@example.ro" } });
    for (const bad of [
      { intent: "invite", email: "ana", role: "sales", language: "ro" },
      { intent: "invite", email: "ana@example.ro", role: "owner", language: "ro" },
      { intent: "invite", email: "ana@example.ro", role: "sales", language: "de" },
      { intent: "role", user: "", role: "sales" },
    ])
      expect(teamActionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it("take permissions as the ticked boxes, joined with commas, and refuse none or an unknown one by name", () => {
    expect(
      teamActionSchema.safeParse({ intent: "permissions", user: "u1", permissions: "crm.read,export" }),
    ).toMatchObject({ success: true, data: { permissions: ["crm.read", "export"] } });
    const messages = (input: object) => {
      const parsed = teamActionSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ intent: "permissions", user: "u1" })).toEqual(["noPermission"]);
    expect(messages({ intent: "permissions", user: "u1", permissions: "crm.read,root" })).toEqual(["invalidChoice"]);
  });
});

describe.each(testDatabases())("the team on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  async function account(email: string, role?: string) {
    const id = `tm-${Math.random().toString(36).slice(2)}`;
    await sql`insert into "user" (id, name, email, "emailVerified") values (${id}, ${email}, ${email}, true)`.execute(
      db,
    );
    if (role)
      await db.insertInto("admin_profiles").values({ user_id: id, is_active: true, role, permissions: "{}" }).execute();
    await db
      .insertInto("session")
      .values({ id: `s-${id}`, token: `t-${id}`, userId: id, expiresAt: new Date(NOW + DAY), updatedAt: new Date(NOW) })
      .execute();
    return { id, email, name: email };
  }
  const tag = () => Math.random().toString(36).slice(2, 8);

  it("invites by a mailed link kept only as its digest, which the invited account alone accepts, once, within its days", async () => {
    const boss = await account(`boss-${tag()}@example.ro`, "super_admin");
    const email = `ana-${tag()}@example.ro`;
    await invite(
      db,
      { id: boss.id, name: "Boss" },
      { email, role: "sales", language: "ro" },
      { siteUrl: "https://x.ro", now: NOW },
    );
    const [token] = linksTo(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.selectFrom("admin_invitations").selectAll().where("email", "=", email).execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await listInvitations(db, NOW)).some((i) => i.email === email)).toBe(true);
    expect(await readInvitation(db, token!, NOW)).toMatchObject({ state: "valid", email, role: "sales" });
    expect(await readInvitation(db, `${token}x`, NOW)).toEqual({ state: "unknown" });
    expect(await readInvitation(db, token!, NOW + INVITATION_DAYS * DAY)).toEqual({ state: "expired" });

    // Another account cannot take it; the invited one can, once, and holds the role's permissions.
    const stranger = await account(`eve-${tag()}@example.ro`);
    expect(await acceptInvitation(db, token!, stranger, NOW)).toEqual({ refused: "wrongAccount" });
    expect(await acceptInvitation(db, token!, { id: "x", email }, NOW + INVITATION_DAYS * DAY)).toEqual({
      refused: "expired",
    });
    const ana = await account(email.toUpperCase());
    expect(await acceptInvitation(db, token!, ana, NOW)).toEqual({ role: "sales" });
    expect(await acceptInvitation(db, token!, ana, NOW)).toEqual({ refused: "used" });
    const member = (await listTeam(db)).find((m) => m.id === ana.id)!;
    expect(member).toMatchObject({
      role: "sales",
      active: true,
      permissions: [...teamRoles.sales],
      secondFactor: false,
    });
    expect((await listInvitations(db, NOW)).some((i) => i.email === email)).toBe(false);
    // An active administrator is not invited again.
    expect(
      await refusal(
        invite(
          db,
          boss,
          { email: email.toUpperCase().toLowerCase(), role: "viewer", language: "en" },
          { siteUrl: "https://x.ro", now: NOW },
        ),
      ),
    ).toBe("email: alreadyAdmin");
  });

  it("withdraws an invitation, and a new one to the same address withdraws the old", async () => {
    const boss = await account(`boss-${tag()}@example.ro`, "super_admin");
    const email = `dan-${tag()}@example.ro`;
    const options = { siteUrl: "https://x.ro", now: NOW };
    await invite(db, boss, { email, role: "viewer", language: "en" }, options);
    const second = await invite(db, boss, { email, role: "finance", language: "en" }, options);
    const [first, latest] = linksTo(email);
    expect(await readInvitation(db, first!, NOW)).toEqual({ state: "used" });
    expect(await readInvitation(db, latest!, NOW)).toMatchObject({ state: "valid", role: "finance" });
    await revokeInvitation(db, second, NOW);
    expect(await readInvitation(db, latest!, NOW)).toEqual({ state: "used" });
    expect(await refusal(revokeInvitation(db, second, NOW))).toBe("notFound");
  });

  it("keeps one super administrator at least, and ends a deactivated administrator's sessions at once", async () => {
    // Alone among active super administrators: every other one of earlier tests is deactivated.
    await db.updateTable("admin_profiles").set({ is_active: false }).where("role", "=", "super_admin").execute();
    const last = await account(`last-${tag()}@example.ro`, "super_admin");
    expect(await refusal(setActive(db, last.id, false))).toBe("lastSuperAdmin");
    expect(await refusal(changeRole(db, last.id, "sales"))).toBe("lastSuperAdmin");
    const colleague = await account(`col-${tag()}@example.ro`, "sales");
    expect(await refusal(changeRole(db, colleague.id, "sales"))).toBe("unchanged");
    await changeRole(db, colleague.id, "super_admin");
    // Now there are two: either may step down.
    await changeRole(db, last.id, "viewer");
    expect((await listTeam(db)).find((m) => m.id === last.id)?.permissions).toEqual([...teamRoles.viewer]);
    await setActive(db, colleague.id, false).then(
      () => {
        throw new Error("the last super administrator was deactivated");
      },
      (error: unknown) => expect(String(error)).toContain("lastSuperAdmin"),
    );
    const sales = await account(`sales-${tag()}@example.ro`, "sales");
    await setActive(db, sales.id, false);
    expect(await db.selectFrom("session").select("id").where("userId", "=", sales.id).execute()).toEqual([]);
    expect((await listTeam(db)).find((m) => m.id === sales.id)?.active).toBe(false);
    expect(await refusal(setActive(db, sales.id, false))).toBe("unchanged");
    await setActive(db, sales.id, true);
    expect((await listTeam(db)).find((m) => m.id === sales.id)?.active).toBe(true);
    expect(await refusal(setActive(db, "nobody", true))).toBe("notFound");
  });

  it("gives permissions one by one: a change brings its read, a preset's set is that role, the last super administrator keeps all", async () => {
    await db.updateTable("admin_profiles").set({ is_active: false }).where("role", "=", "super_admin").execute();
    const last = await account(`only-${tag()}@example.ro`, "super_admin");
    expect(await refusal(changePermissions(db, last.id, ["crm.read"]))).toBe("lastSuperAdmin");
    const colleague = await account(`pick-${tag()}@example.ro`, "sales");
    const changed = await changePermissions(db, colleague.id, ["crm.write", "export"]);
    expect(changed.to).toEqual({ role: "custom", permissions: ["crm.read", "crm.write", "export"] });
    const listed = (await listTeam(db)).find((m) => m.id === colleague.id);
    expect(listed).toMatchObject({ role: "custom", permissions: ["crm.read", "crm.write", "export"] });
    expect(await refusal(changePermissions(db, colleague.id, ["crm.write", "export"]))).toBe("unchanged");
    // Exactly a preset's permissions is that preset.
    expect((await changePermissions(db, colleague.id, [...teamRoles.finance])).to.role).toBe("finance");
    expect(await refusal(changePermissions(db, "nobody", ["crm.read"]))).toBe("notFound");
  });
});
