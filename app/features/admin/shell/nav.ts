import {
  BarChart3,
  Briefcase,
  Building2,
  FileText,
  Handshake,
  LayoutDashboard,
  Megaphone,
  Percent,
  Settings,
  Share2,
  Target,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { TranslationKey, Namespaces } from "~/i18n/types";
import type { AdminScreenName } from "~/domain/account/permissions";

export type NavItem = {
  to: string;
  screen: AdminScreenName;
  label: TranslationKey<Namespaces["admin"]>;
  icon: LucideIcon;
};
export type NavGroup = { label: TranslationKey<Namespaces["admin"]>; items: NavItem[] };

/** The sidebar's six groups and thirteen screens. */
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
    items: [
      { to: "/admin/contacts", screen: "contacts", label: "nav.contacts", icon: Users },
      { to: "/admin/leads", screen: "leads", label: "nav.leads", icon: Target },
      { to: "/admin/opportunities", screen: "opportunities", label: "nav.opportunities", icon: Handshake },
    ],
  },
  {
    label: "nav.groups.erp",
    items: [
      { to: "/admin/invoices", screen: "invoices", label: "nav.invoices", icon: FileText },
      { to: "/admin/affiliates", screen: "affiliates", label: "nav.affiliates", icon: Users },
      { to: "/admin/commissions", screen: "commissions", label: "nav.commissions", icon: Percent },
    ],
  },
  {
    label: "nav.groups.content",
    items: [
      { to: "/admin/campaigns", screen: "campaigns", label: "nav.campaigns", icon: Megaphone },
      { to: "/admin/social", screen: "social", label: "nav.social", icon: Share2 },
    ],
  },
  {
    label: "nav.groups.system",
    items: [{ to: "/admin/settings", screen: "settings", label: "nav.settings", icon: Settings }],
  },
];

/** The dashboard is active only on exactly /admin; every other item also on its sub-paths. */
export function isNavItemActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === "/admin") return path === "/admin";
  return path === to || path.startsWith(`${to}/`);
}
