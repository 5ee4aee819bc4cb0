/**
 * Manages administrators from the command line; never from a public page.
 *   npm run admin -- grant EMAIL [--role super_admin] [--permission NAME ...]
 *   npm run admin -- revoke EMAIL
 *   npm run admin -- list
 *   npm run admin -- reset-second-factor EMAIL
 * On the embedded database only one process may open the data folder: while the server runs
 * there, the command stops with a message saying what to do (db.server.ts).
 */
import { runCli, UsageError } from "./cli";
import { noticeAdmin } from "../app/server/admin-notices.server";
import { audit } from "../app/server/audit.server";
import {
  adminPermissions,
  isAdminPermission,
  permissionsOf,
  SUPER_ADMIN_ROLE,
} from "../app/domain/account/permissions";

const USAGE = `Usage:
  npm run admin -- grant EMAIL [--role ROLE] [--permission NAME ...]   make EMAIL an administrator (role defaults to admin)
  npm run admin -- revoke EMAIL                                          take the administrator rights away
  npm run admin -- list                                                  list administrators
  npm run admin -- reset-second-factor EMAIL                             remove a lost second factor: the next
                                                                         visit to the back-office sets up a new one

The role ${SUPER_ADMIN_ROLE} holds every permission; any other role holds only the permissions
granted with --permission (repeat it, or --permission all). Permissions:
  ${adminPermissions.join(", ")}`;

runCli({
  usage: USAGE,
  options: { role: { type: "string" }, permission: { type: "string", multiple: true } },
  read: (values, [command, email, ...rest]) => {
    if (rest.length) throw new UsageError(`Unknown argument: ${rest.join(" ")}`);
    const role = typeof values.role === "string" ? values.role : "admin";
    const named = Array.isArray(values.permission) ? values.permission.map(String) : [];
    const permissions: string[] = [];
    for (const value of named) {
      if (value === "all") permissions.push(...adminPermissions);
      else if (isAdminPermission(value)) permissions.push(value);
      else throw new UsageError(`Unknown permission: ${value}`);
    }
    if (command === "list") return { command, email: "", role, permissions } as const;
    if ((command !== "grant" && command !== "revoke" && command !== "reset-second-factor") || !email)
      throw new UsageError(command ? `Unknown command or missing e-mail: ${command}` : "No command given");
    if (!/^\S+@\S+\.\S+$/.test(email)) throw new UsageError(`Not an e-mail address: ${email}`);
    if (!/^[a-z_]+$/.test(role)) throw new UsageError(`A role is lowercase letters and underscores: ${role}`);
    return { command, email: email.toLowerCase(), role, permissions } as const;
  },
  run: async (args, { database }) => {
    const { db } = database!;
    if (args.command === "list") {
      const rows = await db
        .selectFrom("admin_profiles")
        .innerJoin("user", "user.id", "admin_profiles.user_id")
        .select(["user.email", "admin_profiles.role", "admin_profiles.is_active", "admin_profiles.permissions"])
        .orderBy("user.email")
        .execute();
      if (!rows.length) console.log("No administrators.");
      for (const r of rows)
        console.log(
          `${r.email}\t${r.role}\t${r.is_active ? "active" : "revoked"}\t${permissionsOf({ ...r, is_active: true }).join(",") || "(no permissions)"}`,
        );
      return 0;
    }
    const user = await db.selectFrom("user").select(["id", "email"]).where("email", "=", args.email).executeTakeFirst();
    if (!user) {
      console.error(`No account with the e-mail ${args.email}. The person must sign up on the site first.`);
      return 1;
    }
    if (args.command === "reset-second-factor") {
      // The factor, its recovery codes and every session's pass go: the administrator's sessions
      // are asked to set up a new factor before any screen.
      const removed = await db.transaction().execute(async (trx) => {
        const factor = await trx.deleteFrom("admin_second_factors").where("user_id", "=", user.id).executeTakeFirst();
        await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", user.id).execute();
        await trx.deleteFrom("admin_passkeys").where("user_id", "=", user.id).execute();
        await trx
          .deleteFrom("session_second_factor")
          .where("session_id", "in", trx.selectFrom("session").select("id").where("userId", "=", user.id))
          .execute();
        return Number(factor.numDeletedRows);
      });
      if (!removed) {
        console.error(`${user.email} has no second factor.`);
        return 1;
      }
      await audit(db, {
        kind: "secondFactor",
        action: "removed",
        actor: { id: null, email: null },
        address: "the command line",
        target: user.email,
      });
      await noticeAdmin(db, user.id, "secondFactorRemoved", {
        now: Date.now(),
        clientIp: "the command line",
        userAgent: null,
      });
      console.log(`${user.email}'s second factor is removed: their next visit to the back-office sets up a new one.`);
      return 0;
    }
    if (args.command === "grant") {
      const permissions = JSON.stringify(Object.fromEntries(args.permissions.map((p) => [p, true])));
      await db
        .insertInto("admin_profiles")
        .values({ user_id: user.id, is_active: true, role: args.role, permissions })
        .onConflict((oc) =>
          oc.column("user_id").doUpdateSet({ is_active: true, role: args.role, permissions, updated_at: new Date() }),
        )
        .execute();
      const held = permissionsOf({
        is_active: true,
        role: args.role,
        permissions: Object.fromEntries(args.permissions.map((p) => [p, true])),
      });
      console.log(
        `${user.email} is now an administrator (role ${args.role}).\nPermissions: ${held.join(", ") || "none (the dashboard only)"}.`,
      );
      return 0;
    }
    const result = await db
      .updateTable("admin_profiles")
      .set({ is_active: false, updated_at: new Date() })
      .where("user_id", "=", user.id)
      .where("is_active", "=", true)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      console.error(`${user.email} is not an administrator.`);
      return 1;
    }
    console.log(`${user.email} is no longer an administrator.`);
    return 0;
  },
});
