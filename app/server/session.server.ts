import { replace } from "react-router";
import { displayName, initials, type AdminProfile } from "~/domain/account/rules";
import { localePath, routeLanguage } from "~/lib/paths";
import { getAuth } from "./auth.server";
import { hasSessionCookie } from "./session-cookie";
import { getDb } from "./db/db.server";
import { log } from "./log.server";
import { markSeen } from "./sessions.server";

export type CurrentUser = {
  id: string;
  /** The session's own id: the second factor is passed per session. */
  sessionId: string;
  email: string;
  fullName: string;
  displayName: string;
  initials: string;
  admin: AdminProfile | null;
};

/** The signed-in user, or null; reads the database only when a session cookie is present. */
export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return null;
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const db = await getDb();
  // "Last active" on the account's sessions list, written at most every few minutes.
  await markSeen(db, session.session.id, new Date(session.session.updatedAt), Date.now()).catch((error: unknown) =>
    log.error({ err: error }, "session last-seen not written"),
  );
  const profile = await db
    .selectFrom("profiles")
    .select("full_name")
    .where("user_id", "=", session.user.id)
    .executeTakeFirst();
  const fullName = profile?.full_name ?? session.user.name ?? "";
  const name = displayName({ fullName, email: session.user.email });
  return {
    id: session.user.id,
    sessionId: session.session.id,
    email: session.user.email,
    fullName,
    displayName: name,
    initials: initials(name),
    admin: await getAdminProfile(session.user.id),
  };
}

/**
 * The active admin_profiles row of a user, or null. A missing row is simply
 * "not an admin"; any other failure is logged and also means not an admin.
 */
export async function getAdminProfile(userId: string): Promise<AdminProfile | null> {
  try {
    const db = await getDb();
    const row = await db
      .selectFrom("admin_profiles")
      .select(["is_active", "role", "permissions"])
      .where("user_id", "=", userId)
      .where("is_active", "=", true)
      .executeTakeFirst();
    return row ?? null;
  } catch (error) {
    log.error({ err: error, userId }, "admin profile lookup failed");
    return null;
  }
}

/** The sign-in page in the language of the page asked for. */
export function signInPath(request: Request, lang = routeLanguage(new URL(request.url).pathname)): string {
  return localePath("/auth", lang);
}

/** The signed-in user, or a redirect to the sign-in page. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw replace(signInPath(request));
  return user;
}
