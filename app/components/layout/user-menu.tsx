import { Link, useFetcher, useLocation } from "react-router";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { buttonClass } from "~/components/ui/button";
import { InitialsMenu } from "~/components/ui/initials-menu";

/** The signed-in visitor's menu: initials, Profile, Settings, Sign out. */
export function UserMenu({ user }: { user: { displayName: string; initials: string; email: string } }) {
  const t = useT("auth");
  const { lang } = useLanguage();
  const location = useLocation();
  const signOut = useFetcher({ key: "sign-out" });
  const signingOut = signOut.state !== "idle";

  return (
    <InitialsMenu
      initials={user.initials}
      label={t("userMenu.label", { name: user.displayName })}
      widthClass="w-56"
      testId="user-initials"
    >
      {(close) => (
        <>
          <p className="truncate px-3 py-2 text-sm">
            <span className="block font-semibold text-slate-900">{user.displayName}</span>
            <span className="block text-slate-600">{user.email}</span>
          </p>
          <Link
            to={localePath("/account", lang)}
            onClick={close}
            className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
          >
            {t("userMenu.profile")}
          </Link>
          <Link
            to={`${localePath("/account", lang)}#settings`}
            onClick={close}
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
        </>
      )}
    </InitialsMenu>
  );
}
