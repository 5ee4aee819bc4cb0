import { LogOut, Menu, PanelLeft, ExternalLink, KeyRound, Search } from "lucide-react";
import { Link, useFetcher, useLocation } from "react-router";
import { useLanguage, useT } from "~/i18n/language";
import { useAdmin } from "~/domain/account/auth-context";
import { buttonClass } from "~/components/ui/button";
import { InitialsMenu } from "~/components/ui/initials-menu";
import { initials } from "~/domain/account/rules";
import type { AdminMode } from "~/admin-kit/preference-cookies";
import { Badge } from "~/admin-kit/ui/badge";
import { NotificationsMenu } from "./notifications-menu";
import { AdminSearch } from "./admin-search";
import { namedRole } from "~/domain/account/permissions";

/** An icon's button; its display (inline-flex) is given where it shows, so that `hidden` can win. */
const iconButton =
  "size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

/** The top bar: title, Demo/Live badge and toggle, EN/RO, search, notifications, user menu. */
export function TopBar({
  mode,
  onToggleSidebar,
  onOpenMobile,
}: {
  mode: AdminMode;
  onToggleSidebar: () => void;
  onOpenMobile: () => void;
}) {
  const t = useT("admin");
  const { lang } = useLanguage();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const modeFetcher = useFetcher({ key: "admin-mode" });
  const langFetcher = useFetcher({ key: "admin-lang" });
  // Show the new mode as soon as it is asked for; the server's answer confirms it.
  const pendingMode = modeFetcher.formData?.get("mode");
  const shownMode: AdminMode = pendingMode === "live" || pendingMode === "demo" ? pendingMode : mode;
  const nextLang = lang === "en" ? "ro" : "en";
  const modeName = shownMode === "demo" ? t("shell.demoMode") : t("shell.liveMode");
  // The toggle's label says what it does ("Disable Demo": Demo Mode is on).
  const toggleLabel = shownMode === "demo" ? t("shell.disableDemo") : t("shell.enableDemo");

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-4">
      <button
        type="button"
        className={`${iconButton} hidden md:inline-flex`}
        onClick={onToggleSidebar}
        aria-label={t("shell.toggleSidebar")}
        title={t("shell.toggleSidebar")}
        aria-keyshortcuts="Control+B Meta+B"
      >
        <PanelLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={`${iconButton} inline-flex md:hidden`}
        onClick={onOpenMobile}
        aria-label={t("shell.openMenu")}
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {/* The sidebar names the panel from a tablet up; the bar does too where it has room. */}
      <p className="hidden min-w-0 shrink-0 font-bold whitespace-nowrap text-slate-900 xl:block">{t("shell.title")}</p>
      <span className="hidden sm:contents">
        <Badge tone={shownMode === "demo" ? "yellow" : "green"} testId="admin-mode">
          {modeName}
        </Badge>
      </span>
      <modeFetcher.Form method="post" action="/admin/preferences" className="shrink-0">
        <input type="hidden" name="mode" value={shownMode === "demo" ? "live" : "demo"} />
        <input type="hidden" name="redirectTo" value={here} />
        {/* On a phone the mode's badge is the toggle itself: no room for both. */}
        <button
          type="submit"
          className="rounded-full sm:hidden"
          title={t("shell.modeHint")}
          data-testid="admin-mode-phone"
        >
          <Badge tone={shownMode === "demo" ? "yellow" : "green"}>{modeName}</Badge>
          <span className="sr-only"> {toggleLabel}</span>
        </button>
        {/* (A wrapper hides it: the button's own inline-flex would beat a `hidden` beside it.) */}
        <span className="hidden sm:contents">
          <button type="submit" className={buttonClass("outline", "sm", "h-8")} title={t("shell.modeHint")}>
            {toggleLabel}
          </button>
        </span>
      </modeFetcher.Form>

      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <AdminSearch />
        {/* Below the search box's width, the search page (it works without JavaScript too). */}
        <Link
          to="/admin/search"
          className={`${iconButton} inline-flex lg:hidden`}
          aria-label={t("shell.searchTitle")}
          title={t("shell.searchTitle")}
        >
          <Search aria-hidden="true" className="size-5" />
        </Link>
        <langFetcher.Form method="post" action="/admin/preferences">
          <input type="hidden" name="lang" value={nextLang} />
          <input type="hidden" name="redirectTo" value={here} />
          <button
            type="submit"
            lang={nextLang}
            // The name starts with what the button shows (RO, EN), as speech control users say it.
            aria-label={`${nextLang.toUpperCase()}: ${t("shell.switchLanguageLabel")}`}
            className={buttonClass("ghost", "sm", "h-9 font-bold")}
          >
            {nextLang.toUpperCase()}
          </button>
        </langFetcher.Form>
        <NotificationsMenu className={`${iconButton} relative inline-flex`} />
        <AdminUserMenu />
      </div>
    </header>
  );
}

function AdminUserMenu() {
  const t = useT("admin");
  const { lang } = useLanguage();
  const admin = useAdmin();
  const signOut = useFetcher({ key: "sign-out" });
  const roleKey = namedRole(admin.role);
  return (
    <InitialsMenu
      initials={initials(admin.displayName)}
      label={t("shell.userMenu", { name: admin.displayName })}
      widthClass="w-60"
    >
      {() => (
        <>
          <p className="truncate px-3 py-2 text-sm">
            <span className="block font-semibold text-slate-900">{admin.displayName}</span>
            <span className="block text-slate-600">{t(`shell.role.${roleKey}`)}</span>
          </p>
          <Link
            to={lang === "ro" ? "/ro" : "/"}
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t("shell.backToSite")}
          </Link>
          <Link
            to="/admin/two-factor"
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
          >
            <KeyRound aria-hidden="true" className="size-4" />
            {t("twoFactor.title")}
          </Link>
          <signOut.Form method="post" action="/sign-out">
            <input type="hidden" name="from" value={lang === "ro" ? "/ro" : "/"} />
            <button
              type="submit"
              disabled={signOut.state !== "idle"}
              className={buttonClass("ghost", "sm", "w-full justify-start text-red-700")}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {signOut.state !== "idle" ? t("shell.signingOut") : t("shell.signOut")}
            </button>
          </signOut.Form>
        </>
      )}
    </InitialsMenu>
  );
}
