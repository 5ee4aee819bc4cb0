import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { buttonClass } from "~/components/ui/button";

/** The not-found page (404) and the friendly error page (anything else). */
export function ErrorPage({ status }: { status: number }) {
  const t = useT("common");
  const { lang } = useLanguage();
  const notFound = status === 404;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden={notFound ? undefined : true}>
        {notFound ? t("notFound.title") : status}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{notFound ? t("notFound.subtitle") : t("error.title")}</h1>
      <p className="mt-3 text-slate-600">{notFound ? t("notFound.text") : t("error.text")}</p>
      <Link to={localePath("/", lang)} reloadDocument={!notFound} className={buttonClass("primary", "lg", "mt-8")}>
        {notFound ? t("notFound.home") : t("error.home")}
      </Link>
    </div>
  );
}
