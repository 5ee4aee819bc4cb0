import { useProvided } from "~/lib/provided";
import { createContext, type ReactNode } from "react";
import type { AdminPermission } from "~/domain/account/permissions";

export type SessionUser = { displayName: string; initials: string; email: string; isAdmin: boolean };

const AuthContext = createContext<{ user: SessionUser | null } | null>(null);

/** The signed-in user as the server saw it for this page (no client-side fetch, no flash). */
export function AuthProvider({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  return <AuthContext.Provider value={{ user }}>{children}</AuthContext.Provider>;
}

export function useAuth(): { user: SessionUser | null } {
  return useProvided(AuthContext, "AuthProvider");
}

export type AdminSession = { displayName: string; role: string; permissions: AdminPermission[] };
const AdminContext = createContext<AdminSession | null>(null);

export function AdminProvider({ admin, children }: { admin: AdminSession; children: ReactNode }) {
  return <AdminContext.Provider value={admin}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminSession {
  return useProvided(AdminContext, "AdminProvider");
}

/** Whether the signed-in administrator holds a permission (the server checks it again on every request). */
export function useCan(permission: AdminPermission): boolean {
  return useAdmin().permissions.includes(permission);
}
