import type { Route } from "./+types/catalog";
import { catalogFileName, catalogLanguages, defaultCatalogUrl, type CatalogLanguage } from "~/content/catalog";
import { catalogFigures, formatFileSize } from "~/content/parking-systems/catalog-manifest";
import { servedCatalogManifest } from "~/server/catalog-manifest.server";
import { catalogStatText } from "~/content/stats";
import { useT } from "~/i18n/language";
import { pageData } from "~/i18n/page.server";
import { intlLocale } from "~/lib/format";
import { pageMeta } from "~/content/seo";
import { getEnv } from "~/server/env.server";
import { buttonClass } from "~/components/ui/button";
import { Flag } from "~/components/site/flags";
import { PageHero } from "~/components/site/page-hero";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";

export function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  // CATALOG_URL_<CODE> points a language to the company's own file instead of the generated one.
  const ownUrls: Record<CatalogLanguage, string | undefined> = {
    ro: env.CATALOG_URL_RO,
    en: env.CATALOG_URL_EN,
    fr: env.CATALOG_URL_FR,
    ru: env.CATALOG_URL_RU,
    it: env.CATALOG_URL_IT,
    de: env.CATALOG_URL_DE,
  };
  const page = pageData(request, "catalog");
  // Pages and products as counted in the generated files (their manifest); a language pointed to
  // the company's own file is not counted, and without a manifest no count is shown.
  const figures = catalogFigures(
    servedCatalogManifest(),
    catalogLanguages.filter((code) => !ownUrls[code]),
  );
  const stats = figures.stats.map((stat) => ({ key: stat.key, text: catalogStatText(stat) }));
  const catalogs = catalogLanguages.map((code) => {
    const file = figures.files[code];
    return {
      code,
      url: ownUrls[code] ?? defaultCatalogUrl(code),
      file: file ? { pages: file.pages, size: formatFileSize(file.bytes, intlLocale[page.lang]) } : null,
    };
  });
  return { catalogs, stats, ...page };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const t = useT("catalog");
  return (
    <>
      <PageHero title={t("title")} subtitle={t("subtitle")}>
        <dl aria-label={t("stats.label")} className="mt-8 grid max-w-md grid-cols-3 gap-4">
          {loaderData.stats.map((stat) => (
            <div key={stat.key} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-300">{t(`stats.${stat.key}`)}</dt>
              <dd className="text-3xl font-extrabold" data-testid={`catalog-stat-${stat.key}`}>
                {stat.text}
              </dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <section className="py-16">
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.catalogs.map(({ code, url, file }) => (
            <li
              key={code}
              data-testid={`catalog-${code}`}
              className="flex items-center gap-4 rounded-xl border border-slate-200 p-5 shadow-sm"
            >
              <Flag code={code} className="shrink-0 rounded-sm ring-1 ring-slate-200" />
              <div className="flex-1">
                <h2 className="text-lg font-semibold text-slate-900">{t(`languages.${code}`)}</h2>
                <p className="text-sm text-slate-600">{t(`countries.${code}`)}</p>
                {file && (
                  <p className="text-xs text-slate-500" data-testid={`catalog-${code}-file`}>
                    {t("fileInfo", { pages: file.pages, size: file.size })}
                  </p>
                )}
              </div>
              <a
                href={url}
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
