import {
  BarChart3,
  Briefcase,
  CalendarDays,
  Building2,
  FileText,
  Handshake,
  LayoutDashboard,
  ListChecks,
  Megaphone,
  Percent,
  ScrollText,
  Settings,
  Share2,
  Target,
  UserCog,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { TranslationKey, Namespaces } from "~/i18n/types";
import type { AdminArea, AdminScreenName } from "~/domain/account/permissions";
import { recordEntities, recordKinds, type RecordEntity } from "~/domain/admin/record-kinds";

export type NavItem = {
  to: string;
  screen: AdminScreenName;
  label: TranslationKey<Namespaces["admin"]>;
  icon: LucideIcon;
};
export type NavGroup = { label: TranslationKey<Namespaces["admin"]>; items: NavItem[] };

/** Each kind of record's icon, in the sidebar and the activity feeds (a new kind without one fails the type check). */
export const recordIcons: Record<RecordEntity, LucideIcon> = {
  contact: Users,
  lead: Target,
  opportunity: Handshake,
  invoice: FileText,
  affiliate: Users,
  commission: Percent,
  installation: Wrench,
  task: ListChecks,
  meeting: CalendarDays,
  campaign: Megaphone,
  socialPost: Share2,
};

/** The lists of an area's kinds of record, in their order. */
const recordItems = (area: AdminArea): NavItem[] =>
  recordEntities
    .filter((entity) => recordKinds[entity].area === area)
    .map((entity) => {
      const { screen } = recordKinds[entity];
      return { to: `/admin/${screen}`, screen, label: `nav.${screen}`, icon: recordIcons[entity] };
    });

/** The sidebar's six groups: the overviews, each area's kinds of record, and the system's screens. */
export const adminNav: NavGroup[] = [
  {
    label: "nav.groups.overview",
    items: [
      { to: "/admin", screen: "dashboard", label: "nav.dashboard", icon: LayoutDashboard },
      { to: "/admin/analytics", screen: "analytics", label: "nav.analytics", icon: BarChart3 },
    ],
  },
  {
    label: "nav.groups.business",
    items: [
      { to: "/admin/crm", screen: "crm", label: "nav.crm", icon: Briefcase },
      { to: "/admin/erp", screen: "erp", label: "nav.erp", icon: Building2 },
    ],
  },
  {
    label: "nav.groups.crm",
    items: recordItems("crm"),
  },
  {
    label: "nav.groups.erp",
    items: recordItems("erp"),
  },
  {
    label: "nav.groups.content",
    items: recordItems("content"),
  },
  {
    label: "nav.groups.system",
    items: [
      { to: "/admin/settings", screen: "settings", label: "nav.settings", icon: Settings },
      { to: "/admin/team", screen: "team", label: "nav.team", icon: UserCog },
      { to: "/admin/audit", screen: "audit", label: "nav.audit", icon: ScrollText },
    ],
  },
];

/** The dashboard is active only on exactly /admin; every other item also on its sub-paths. */
export function isNavItemActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === "/admin") return path === "/admin";
  return path === to || path.startsWith(`${to}/`);
}
