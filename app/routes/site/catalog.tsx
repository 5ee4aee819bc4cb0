import type { Route } from "./+types/catalog";
import { catalogFileName, catalogLanguages, defaultCatalogUrl, type CatalogLanguage } from "~/content/catalog";
import { catalogStats } from "~/content/stats";
import { useT } from "~/i18n/language";
import { pageData } from "~/i18n/page.server";
import { pageMeta } from "~/lib/seo";
import { getEnv } from "~/server/env.server";
import { buttonClass } from "~/components/ui/button";
import { Flag } from "~/components/site/flags";
import { PageHero } from "~/components/site/page-hero";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";

export function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  const urls = Object.fromEntries(
    catalogLanguages.map((code) => [code, env[`CATALOG_URL_${code.toUpperCase() as Uppercase<CatalogLanguage>}`] ?? defaultCatalogUrl(code)]),
  ) as Record<CatalogLanguage, string>;
  return { urls, ...pageData(request, "catalog") };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const t = useT("catalog");
  return (
    <>
      <PageHero title={t("title")} subtitle={t("subtitle")}>
        <dl aria-label={t("stats.label")} className="mt-8 grid max-w-md grid-cols-3 gap-4">
          {catalogStats.map((stat) => (
            <div key={stat.key} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-300">{t(`stats.${stat.key}`)}</dt>
              <dd className="text-3xl font-extrabold">
                {stat.value}
                {stat.suffix}
              </dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <section className="py-16">
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:grid-cols-2 lg:grid-cols-3">
          {catalogLanguages.map((code) => (
            <li key={code} data-testid={`catalog-${code}`} className="flex items-center gap-4 rounded-xl border border-slate-200 p-5 shadow-sm">
              <Flag code={code} className="shrink-0 rounded-sm ring-1 ring-slate-200" />
              <div className="flex-1">
                <h2 className="text-lg font-semibold text-slate-900">{t(`languages.${code}`)}</h2>
                <p className="text-sm text-slate-600">{t(`countries.${code}`)}</p>
              </div>
              <a
                href={loaderData.urls[code]}
                download={catalogFileName(code)}
                className={buttonClass("primary", "sm")}
                aria-label={t("downloadLabel", { language: t(`languages.${code}`) })}
              >
                {t("download")}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
