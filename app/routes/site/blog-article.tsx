import { data, Link } from "react-router";
import type { Route } from "./+types/blog-article";
import { company } from "~/content/company";
import { findArticle } from "~/content/blog/index.server";
import { useLanguage, useT } from "~/i18n/language";
import { pageData } from "~/i18n/page.server";
import { serverT } from "~/i18n/translations.server";
import { formatDate } from "~/lib/format";
import { localePath } from "~/lib/paths";
import { absoluteUrl, pageMeta } from "~/content/seo";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { ButtonLink } from "~/components/site/button-link";
import { TagList } from "~/components/site/tag-list";
import { RichText } from "~/components/site/rich-text";
import { ShareButton } from "~/components/site/share-button";

export function loader({ request, params }: Route.LoaderArgs) {
  const base = pageData(request, "blog");
  const article = findArticle(params.slug, base.lang);
  if (!article) {
    const t = serverT(base.lang, "blog");
    // Rendered as the "Article Not Found" page, with status 404.
    return data(
      {
        ...base,
        article: null,
        dateLabel: "",
        seo: { title: t("notFound.metaTitle"), description: t("notFound.text"), keywords: "" },
      },
      { status: 404 },
    );
  }
  return {
    ...base,
    article,
    dateLabel: formatDate(article.date, base.lang),
    seo: { title: article.title, description: article.excerpt, keywords: article.tags.join(", ") },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  const article = loaderData?.article;
  const root = args.matches[0].loaderData;
  if (!loaderData || !article || !root) return pageMeta(args, { noindex: true });
  const url = absoluteUrl(root.siteUrl, `/blog/${article.slug}`, loaderData.lang);
  return pageMeta(args, {
    type: "article",
    extraJsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.excerpt,
        image: `${root.siteUrl}${article.image}`,
        datePublished: article.date,
        dateModified: article.date,
        inLanguage: loaderData.lang,
        author: { "@type": "Person", name: article.author },
        publisher: {
          "@type": "Organization",
          name: company.name,
          logo: { "@type": "ImageObject", url: `${root.siteUrl}/favicon.svg` },
        },
        mainEntityOfPage: url,
        keywords: article.tags.join(", "),
      },
    ],
  });
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const t = useT("blog");
  const { lang } = useLanguage();
  const { article } = loaderData;
  if (!article) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t("notFound.title")}</h1>
        <p className="mt-3 text-slate-600">{t("notFound.text")}</p>
        <ButtonLink to="/blog" variant="primary" size="lg" className="mt-8">
          {t("backToBlog")}
        </ButtonLink>
      </div>
    );
  }
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-3xl px-4 py-12">
          <Link to={localePath("/blog", lang)} className="text-sm font-semibold text-accent-500 hover:underline">
            ← {t("backToBlog")}
          </Link>
          <p className="mt-4 flex flex-wrap gap-x-3 text-sm text-slate-200">
            <span>{t(`categories.${article.category}`)}</span>
            <time dateTime={article.date}>{loaderData.dateLabel}</time>
            <span>{t("minRead", { count: article.readTimeMinutes })}</span>
          </p>
          <h1 className="mt-2 text-3xl font-extrabold text-balance md:text-4xl">{article.title}</h1>
          <p className="mt-3 text-lg text-slate-200">{article.excerpt}</p>
          <div className="mt-6 flex items-center justify-between gap-4">
            <p className="text-sm text-slate-200">{t("by", { author: article.author })}</p>
            <ShareButton title={article.title} text={article.excerpt} />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <img
          src={article.image}
          alt={article.title}
          width={800}
          height={450}
          className="h-auto w-full rounded-xl bg-brand-50"
        />
        <div className="mt-8">
          <RichText source={article.content} />
        </div>
        <TagList tags={article.tags} label={t("tags")} size="large" />
        <div className="mt-10 rounded-2xl bg-slate-50 p-6">
          <h2 className="text-xl font-bold text-slate-900">{t("ctaTitle")}</h2>
          <p className="mt-1 text-slate-600">{t("ctaText")}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to="/contact" variant="accent" size="md">
              {t("getStarted")}
            </ButtonLink>
            <ButtonLink to="/blog" variant="outline" size="md">
              {t("backToBlog")}
            </ButtonLink>
          </div>
        </div>
      </div>
    </article>
  );
}

export const ErrorBoundary = PageErrorBoundary;
