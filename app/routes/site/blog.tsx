import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { isBlogCategory, listArticles } from "~/content/blog/index.server";
import { blogCategories } from "~/content/blog/types";
import { useLanguage, useT } from "~/i18n/language";
import { pageData } from "~/i18n/page.server";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { localePath } from "~/lib/paths";
import { pageMeta } from "~/content/seo";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/site/page-hero";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { CardImage } from "~/components/site/card-image";
import { TagList } from "~/components/site/tag-list";

/** The category filter lives in the URL (?category=), so a filtered list can be linked and reloaded. */
export function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("category");
  const category = isBlogCategory(requested) ? requested : null;
  const page = pageData(request, "blog");
  // Dates are formatted here: the browser's first Intl call is costly while the page hydrates.
  const articles = listArticles(page.lang, category ?? undefined).map((a) => ({
    ...a,
    dateLabel: formatDate(a.date, page.lang),
  }));
  return { ...page, category, articles };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT("blog");
  const { lang } = useLanguage();
  const { category, articles } = loaderData;
  const filters = [null, ...blogCategories] as const;
  return (
    <>
      <PageHero title={t("title")} subtitle={t("subtitle")} />
      <section className="py-12">
        <div className="mx-auto max-w-6xl px-4">
          <nav aria-label={t("filterLabel")}>
            <ul className="flex flex-wrap gap-2">
              {filters.map((f) => (
                <li key={f ?? "all"}>
                  <Link
                    to={f ? `?category=${f}` : "."}
                    preventScrollReset
                    aria-current={category === f ? "page" : undefined}
                    className={cn(buttonClass(category === f ? "primary" : "outline", "md"), "rounded-full")}
                  >
                    {t(`categories.${f ?? "all"}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {articles.length === 0 ? (
            <p className="mt-10 text-slate-600">{t("noArticles")}</p>
          ) : (
            <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {articles.map((article, index) => {
                const href = localePath(`/blog/${article.slug}`, lang);
                return (
                  <li
                    key={article.id}
                    data-testid="article-card"
                    className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
                  >
                    <CardImage
                      src={article.image}
                      alt={article.title}
                      width={800}
                      height={450}
                      eager={index === 0}
                      className="bg-brand-50"
                    />
                    <div className="flex flex-1 flex-col p-5">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                          {t(`categories.${article.category}`)}
                        </span>
                        <time dateTime={article.date}>{article.dateLabel}</time>
                        <span>{t("minRead", { count: article.readTimeMinutes })}</span>
                      </div>
                      <h2 className="mt-3 text-xl font-semibold text-slate-900">
                        <Link to={href} className="hover:text-brand-700">
                          {article.title}
                        </Link>
                      </h2>
                      <p className="mt-2 flex-1 text-slate-600">{article.excerpt}</p>
                      <p className="mt-4 text-sm text-slate-700">{t("by", { author: article.author })}</p>
                      <TagList tags={article.tags} label={t("tags")} />
                      <Link
                        to={href}
                        className="mt-4 font-semibold text-brand-700 hover:underline"
                        aria-label={t("readMoreLabel", { title: article.title })}
                      >
                        {t("readMore")} →
                      </Link>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
