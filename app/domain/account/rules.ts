import { permissionsOf, type AdminPermission } from "./permissions";

/** An e-mail address: non-space text, an at sign, a domain, a dot-suffix. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * The shortest password a person may choose (sign-up, reset, change). OWASP ASVS 4.0.3 V2.1.1
 * asks for at least 12 characters. Signing in does not check it, so an account whose password
 * was set under the older limit of 6 still signs in, and is held to 12 at its next change.
 */
export const MIN_PASSWORD_LENGTH = 12;
/** The longest password accepted anywhere (better-auth's own limit as well). */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_INITIALS = 2;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** The name to show: the full name, else the e-mail, else "User". */
export function displayName(
  user: { fullName?: string | null; email?: string | null } | null | undefined,
  fallback = "User",
): string {
  const name = user?.fullName?.trim();
  if (name) return name;
  const email = user?.email?.trim();
  return email || fallback;
}

/** First letters of the name's words, uppercase, at most two. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .slice(0, MAX_INITIALS)
    .join("");
}

export type AdminProfile = { is_active: boolean; role: string; permissions: Record<string, boolean> | null };

/** An administrator has an active admin_profiles row. */
export function isAdministrator(profile: AdminProfile | null | undefined): boolean {
  return Boolean(profile?.is_active);
}

/** super_admin holds every permission; any other admin only those set to true. */
export function hasPermission(profile: AdminProfile | null | undefined, permission: AdminPermission): boolean {
  return permissionsOf(profile).includes(permission);
}
