import { createContext, useContext, type ReactNode } from "react";
import { useT } from "~/i18n/language";
import { staffOptions, type Staff } from "./schema";
import type { ListOwners } from "~/admin-kit/contracts";

/** The staff of the data set shown, as the admin layout read them (names for ids, and the choices of an "Assigned to"). */
const StaffContext = createContext<readonly Staff[]>([]);

export function StaffProvider({ staff, children }: { staff: readonly Staff[]; children: ReactNode }) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

/** The staff accounts, by name. */
export function useStaff(): readonly Staff[] {
  return useContext(StaffContext);
}

/**
 * A staff account's name for its id; an account that is no longer an administrator (or unknown)
 * shows as `missing`, never as the raw id.
 */
export function useStaffName(): (id: string | null | undefined, missing: string) => string {
  const staff = useStaff();
  return (id, missing) => (id ? (staff.find((s) => s.id === id)?.name ?? missing) : missing);
}

/** Who a record is assigned to, as its pages and cards say it: a name, "Unassigned", or a former administrator. */
export function useOwnerName(): (id: string | null | undefined) => string {
  const t = useT("admin");
  const name = useStaffName();
  return (id) => (id ? name(id, t("leads.formerStaff")) : t("leads.unassigned"));
}

/** Who a record is assigned to, by name (for the cards, which are drawn outside a component's hooks). */
export function OwnerName({ id }: { id: string | null | undefined }) {
  return <>{useOwnerName()(id)}</>;
}

/** The staff as a list's table names owners and assigns to. */
export function useListOwners(): ListOwners {
  const t = useT("admin");
  return { name: useOwnerName(), choices: staffOptions(useStaff(), t("leads.unassigned")) };
}
