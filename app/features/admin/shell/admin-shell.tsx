import * as Sheet from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useT } from "~/i18n/language";
import { cn } from "~/lib/cn";
import {
  MOBILE_BREAKPOINT_PX,
  SIDEBAR_COOKIE,
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_SHORTCUT_KEY,
  type AdminMode,
} from "~/admin-kit/preference-cookies";
import { SidebarNav } from "./sidebar";
import { TopBar } from "./top-bar";

/**
 * The back-office frame. On wide screens the sidebar is 16rem, or 3.5rem of icons when collapsed
 * (kept in a cookie for 7 days, so the server draws it right after a reload); below 768 px it
 * slides in as a panel. Ctrl/Cmd+B toggles whichever applies.
 */
export function AdminShell({
  mode,
  initiallyCollapsed,
  children,
}: {
  mode: AdminMode;
  initiallyCollapsed: boolean;
  children: ReactNode;
}) {
  const t = useT("admin");
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((value) => {
      const next = !value;
      document.cookie = `${SIDEBAR_COOKIE}=${next ? "collapsed" : "expanded"}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
      return next;
    });
  }, []);

  const toggle = useCallback(() => {
    if (window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches) setMobileOpen((open) => !open);
    else toggleCollapsed();
  }, [toggleCollapsed]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return (
    <div className="flex min-h-screen bg-slate-50">
      {/* The first Tab: past the sidebar's links to the screen itself. */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900 focus:shadow"
      >
        {t("shell.skipToContent")}
      </a>
      <aside
        data-testid="admin-sidebar"
        data-state={collapsed ? "collapsed" : "expanded"}
        className={cn(
          "sticky top-0 hidden h-screen shrink-0 flex-col bg-slate-900 transition-[width] duration-200 md:flex",
          collapsed ? "w-14" : "w-64",
        )}
      >
        <div
          className={cn(
            "flex h-14 items-center border-b border-slate-800 px-4 font-bold text-white",
            collapsed && "justify-center px-0",
          )}
        >
          <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-md bg-brand-600 text-sm">
            AP
          </span>
          <span className={cn("ml-2 truncate", collapsed && "sr-only")}>{t("shell.title")}</span>
        </div>
        <SidebarNav collapsed={collapsed} />
      </aside>

      <Sheet.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <Sheet.Portal>
          <Sheet.Overlay className="fixed inset-0 z-40 bg-slate-950/60 md:hidden" />
          <Sheet.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col bg-slate-900 shadow-xl md:hidden"
          >
            <div className="flex h-14 items-center justify-between border-b border-slate-800 px-4">
              <Sheet.Title className="font-bold text-white">{t("shell.title")}</Sheet.Title>
              <Sheet.Close
                className="rounded-md p-1 text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-400"
                aria-label={t("shell.closeMenu")}
              >
                <X aria-hidden="true" className="size-5" />
              </Sheet.Close>
            </div>
            <SidebarNav collapsed={false} onNavigate={() => setMobileOpen(false)} />
          </Sheet.Content>
        </Sheet.Portal>
      </Sheet.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar mode={mode} onToggleSidebar={toggleCollapsed} onOpenMobile={() => setMobileOpen(true)} />
        <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
