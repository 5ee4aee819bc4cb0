import { Link, useLocation } from "react-router";
import { useT } from "~/i18n/language";
import { mayUse } from "~/domain/account/permissions";
import { useAdmin } from "~/domain/account/auth-context";
import { cn } from "~/lib/cn";
import { adminNav, isNavItemActive } from "./nav";

/**
 * The navigation list, shared by the desktop sidebar (expanded or icons only) and the mobile
 * panel. Collapsed, each item keeps its name for screen readers and as a tooltip.
 */
export function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const t = useT("admin");
  const { pathname } = useLocation();
  // Only the screens this administrator may open (the server refuses the others with a 403).
  const { permissions } = useAdmin();
  return (
    <nav aria-label={t("shell.navigation")} className="flex-1 overflow-y-auto px-2 py-4">
      {adminNav
        .map((group) => ({
          ...group,
          items: group.items.filter((item) => mayUse(permissions, { screen: item.screen })),
        }))
        .filter((group) => group.items.length)
        .map((group) => (
          <div key={group.label} className="mb-4">
            <p
              className={
                collapsed ? "sr-only" : "mb-1 px-3 text-xs font-semibold tracking-wide text-slate-400 uppercase"
              }
            >
              {t(group.label)}
            </p>
            <ul className="space-y-0.5">
              {group.items.map((item) => {
                const active = isNavItemActive(item.to, pathname);
                const Icon = item.icon;
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={onNavigate}
                      aria-current={active ? "page" : undefined}
                      title={collapsed ? t(item.label) : undefined}
                      data-active={active}
                      className={cn(
                        "flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-400",
                        active ? "bg-brand-700 text-white" : "text-slate-300 hover:bg-slate-800 hover:text-white",
                        collapsed && "justify-center px-0",
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      <span className={cn(collapsed && "sr-only")}>{t(item.label)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
    </nav>
  );
}
