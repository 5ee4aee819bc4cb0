import { useCallback, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useLanguage, useT } from "~/i18n/language";
import { cn } from "~/lib/cn";
import { localePath, switchLanguagePath } from "~/lib/paths";
import { buttonClass } from "~/components/ui/button";
import { QuoteLink } from "~/components/site/quote-dialog-host";
import { useAuth } from "~/domain/account/auth-context";
import { useDismiss } from "~/lib/use-dismiss";
import { LogoMark } from "./logo";
import { UserMenu } from "./user-menu";
import { StrokeIcon } from "~/components/ui/stroke-icon";

const navItems = [
  { key: "home", path: "/" },
  { key: "services", path: "/services" },
  { key: "selector", path: "/parking-selector" },
  { key: "catalog", path: "/catalog" },
  { key: "blog", path: "/blog" },
  { key: "about", path: "/about" },
  { key: "contact", path: "/contact" },
] as const;

export function Header() {
  const t = useT("common");
  const { lang } = useLanguage();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { user } = useAuth();
  const otherLang = lang === "en" ? "ro" : "en";
  const switchHref = switchLanguagePath(location.pathname, location.search, location.hash, otherLang);

  // Any navigation (link, back button) closes the mobile menu; so do Escape and a click outside.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(headerRef, menuOpen, closeMenu, toggleRef);

  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "block rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-brand-50 hover:text-brand-800",
      isActive ? "text-brand-700" : "text-slate-700",
    );

  const links = navItems.map((item) => (
    <li key={item.key}>
      <NavLink to={localePath(item.path, lang)} end className={navLinkClass} onClick={() => setMenuOpen(false)}>
        {t(`nav.${item.key}`)}
      </NavLink>
    </li>
  ));

  const languageLink = (
    <Link
      to={switchHref}
      hrefLang={otherLang}
      lang={otherLang}
      aria-label={t("header.switchLanguageLabel")}
      className={buttonClass("ghost", "sm")}
      onClick={() => setMenuOpen(false)}
    >
      <GlobeIcon />
      {t("header.switchLanguage")}
    </Link>
  );

  return (
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4">
        <Link
          to={localePath("/", lang)}
          className="flex shrink-0 items-center gap-2 font-bold whitespace-nowrap text-brand-900"
          aria-label={t("header.logoLabel")}
        >
          <LogoMark />
          {/* On the narrowest phones the mark alone, so that the quote button stays in the bar. */}
          <span className="text-base max-[379px]:sr-only sm:text-lg">{t("meta.siteName")}</span>
        </Link>
        {/* The full bar needs about 1250 px in Romanian with an administrator signed in: below
            1280 px the links fold into the menu, and only the quote button stays in view. */}
        <nav aria-label={t("nav.label")} className="hidden xl:block">
          <ul className="flex items-center">{links}</ul>
        </nav>
        <div className="hidden items-center gap-1 xl:flex">
          {languageLink}
          {user?.isAdmin ? (
            <Link to="/admin" className={buttonClass("outline", "sm")}>
              {t("header.adminPanel")}
            </Link>
          ) : null}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Link to={localePath("/auth", lang)} className={buttonClass("outline", "sm")}>
              {t("header.signIn")}
            </Link>
          )}
          <QuoteLink className={buttonClass("accent", "sm")}>{t("header.getQuote")}</QuoteLink>
        </div>
        <div className="flex items-center gap-2 xl:hidden">
          {/* Asking for a quote is one tap away on every screen, not only inside the menu. */}
          <QuoteLink className={buttonClass("accent", "sm")}>{t("header.getQuote")}</QuoteLink>
          <button
            ref={toggleRef}
            type="button"
            className={buttonClass("ghost", "icon")}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-slate-200 bg-white px-4 pb-4 xl:hidden">
        <nav aria-label={t("nav.label")}>
          <ul className="flex flex-col py-2">{links}</ul>
        </nav>
        <div className="flex flex-wrap items-center gap-2">
          {languageLink}
          {user?.isAdmin ? (
            <Link to="/admin" className={buttonClass("outline", "sm")} onClick={() => setMenuOpen(false)}>
              {t("header.adminPanel")}
            </Link>
          ) : null}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Link
              to={localePath("/auth", lang)}
              className={buttonClass("outline", "sm")}
              onClick={() => setMenuOpen(false)}
            >
              {t("header.signIn")}
            </Link>
          )}
          <QuoteLink
            className={buttonClass("accent", "sm")}
            // The menu closes, so the focus comes back to its button when the dialog closes.
            onOpen={() => {
              toggleRef.current?.focus();
              setMenuOpen(false);
            }}
          >
            {t("header.getQuote")}
          </QuoteLink>
        </div>
      </div>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

function GlobeIcon() {
  return (
    <StrokeIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18" />
    </StrokeIcon>
  );
}
