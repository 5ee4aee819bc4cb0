import { useCallback, useId, useRef, useState } from "react";
import { useDismiss } from "~/lib/use-dismiss";
import { Link, useFetcher, useLocation } from "react-router";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { buttonClass } from "~/components/ui/button";

/** The signed-in visitor's menu: initials, Profile, Settings, Sign out. */
export function UserMenu({ user }: { user: { displayName: string; initials: string; email: string } }) {
  const t = useT("auth");
  const { lang } = useLanguage();
  const location = useLocation();
  const signOut = useFetcher({ key: "sign-out" });
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const signingOut = signOut.state !== "idle";

  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("userMenu.label", { name: user.displayName })}
        onClick={() => setOpen((v) => !v)}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid="user-initials"
      >
        {user.initials || "?"}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <p className="truncate px-3 py-2 text-sm">
          <span className="block font-semibold text-slate-900">{user.displayName}</span>
          <span className="block text-slate-600">{user.email}</span>
        </p>
        <Link
          to={localePath("/account", lang)}
          onClick={() => setOpen(false)}
          className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
        >
          {t("userMenu.profile")}
        </Link>
        <Link
          to={`${localePath("/account", lang)}#settings`}
          onClick={() => setOpen(false)}
          className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
        >
          {t("userMenu.settings")}
        </Link>
        <signOut.Form method="post" action="/sign-out">
          <input type="hidden" name="from" value={location.pathname} />
          <button
            type="submit"
            disabled={signingOut}
            className={buttonClass("ghost", "sm", "w-full justify-start text-red-700")}
          >
            {signingOut ? t("userMenu.signingOut") : t("userMenu.signOut")}
          </button>
        </signOut.Form>
      </div>
    </div>
  );
}
