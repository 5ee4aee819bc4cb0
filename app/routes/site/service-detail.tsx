import { data } from "react-router";
import type { Route } from "./+types/service-detail";
import { serviceBullets, serviceBySlug } from "~/content/services";
import { useT } from "~/i18n/language";
import { pageData } from "~/i18n/page.server";
import { serverT } from "~/i18n/translations.server";
import { pageMeta } from "~/content/seo";
import { CheckIcon } from "~/components/home/section-heading";
import { ErrorPage } from "~/components/site/error-page";
import { PageHero } from "~/components/site/page-hero";
import { SelectorCta } from "~/components/site/selector-cta";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { ButtonLink } from "~/components/site/button-link";

export function loader({ request, params }: Route.LoaderArgs) {
  const service = serviceBySlug(params.slug);
  if (!service) {
    const page = pageData(request, "services", ({ lang }) => ({
      title: serverT(lang, "common")("notFound.metaTitle"),
      description: "",
      keywords: "",
    }));
    return data({ service: null, ...page }, { status: 404 });
  }
  const page = pageData(request, "services", ({ t }) => ({
    title: t(`items.${service.key}.metaTitle`),
    description: t(`items.${service.key}.metaDescription`),
    keywords: t(`items.${service.key}.keywords`),
  }));
  return { service, ...page };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: !args.loaderData?.service });

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const t = useT("services");
  const { service } = loaderData;
  if (!service) return <ErrorPage status={404} />;
  const k = service.key;
  return (
    <>
      <PageHero title={t(`items.${k}.title`)} subtitle={t(`items.${k}.description`)} />
      <section className="py-16">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 md:grid-cols-5">
          <div className="md:col-span-3">
            <p className="text-lg leading-relaxed text-slate-700">{t(`items.${k}.paragraph`)}</p>
            <ul className="mt-6 space-y-3">
              {serviceBullets.map((b) => (
                <li key={b} className="flex gap-2 text-slate-800">
                  <CheckIcon />
                  {t(`items.${k}.${b}`)}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/#projects" variant="primary" size="lg">
                {t("seeExamples")}
              </ButtonLink>
              <ButtonLink to="/services" variant="outline" size="lg">
                {t("backToServices")}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
      <SelectorCta />
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
