import { Link } from "react-router";
import type { Route } from "./+types/services";
import { services } from "~/content/services";
import { useLanguage, useT } from "~/i18n/language";
import { pageData } from "~/i18n/page.server";
import { localePath } from "~/lib/paths";
import { pageMeta } from "~/content/seo";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/site/page-hero";
import { SelectorCta } from "~/components/site/selector-cta";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { ButtonLink } from "~/components/site/button-link";
import { CardImage } from "~/components/site/card-image";

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "services");
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const teaser = [
  { key: "crossSection", src: "/drawings/shuttlepark-h-section.svg" },
  { key: "topView", src: "/drawings/translopark-c-plan.svg" },
  { key: "hydraulicDetail", src: "/drawings/hydraulic-detail.svg" },
] as const;

export default function Services() {
  const t = useT("services");
  const { lang } = useLanguage();
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <section aria-labelledby="service-cards" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="service-cards" className="text-3xl font-bold text-slate-900">
            {t("cardsTitle")}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {services.map((service) => (
              <li key={service.key} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
                <h3 className="text-xl font-semibold text-slate-900">{t(`items.${service.key}.title`)}</h3>
                <p className="mt-2 flex-1 text-slate-600">{t(`items.${service.key}.description`)}</p>
                <Link
                  to={localePath(`/services/${service.slug}`, lang)}
                  className={buttonClass("outline", "md", "mt-5 self-start")}
                >
                  {t("learnMore")}
                  <span className="sr-only">: {t(`items.${service.key}.title`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <SelectorCta />
      <section aria-labelledby="drawings-teaser" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="drawings-teaser" className="text-3xl font-bold text-slate-900">
            {t("drawings.title")}
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600">{t("drawings.subtitle")}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {teaser.map((item, index) => (
              <li key={item.key}>
                <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                  {/* The caption below names the drawing. */}
                  <CardImage src={item.src} alt="" width={800} height={560} eager={index === 0} />
                  <figcaption className="border-t border-slate-200 px-4 py-3 text-sm font-medium text-slate-800">
                    {t(`drawings.${item.key}`)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <ButtonLink to="/technical-drawings" variant="primary" size="lg" className="mt-8">
            {t("drawings.button")}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
