import type { Language } from "~/i18n/types";
import { blogArticles } from "./articles";
import { blogCategories, type BlogArticleMeta, type BlogArticleText, type BlogCategory } from "./types";

type ArticleModule = { en: BlogArticleText; ro: BlogArticleText };
const modules = import.meta.glob<ArticleModule>("./articles/*.server.ts", { eager: true });

function textsFor(slug: string): ArticleModule | undefined {
  return modules[`./articles/${slug}.server.ts`];
}

export type ArticleSummary = BlogArticleMeta & Omit<BlogArticleText, "content">;
export type Article = BlogArticleMeta & BlogArticleText;

export function isBlogCategory(value: unknown): value is BlogCategory {
  return (blogCategories as readonly unknown[]).includes(value);
}

/** Newest first, optionally one category, in the page's language (no article bodies). */
export function listArticles(lang: Language, category?: BlogCategory): ArticleSummary[] {
  return [...blogArticles]
    .filter((a) => !category || a.category === category)
    .sort((a, b) => b.date.localeCompare(a.date))
    .flatMap((meta) => {
      const text = textsFor(meta.slug)?.[lang];
      if (!text) return [];
      const { content: _content, ...summary } = text;
      return [{ ...meta, ...summary }];
    });
}

export function findArticle(slug: string | undefined, lang: Language): Article | undefined {
  const meta = blogArticles.find((a) => a.slug === slug);
  const text = meta && textsFor(meta.slug)?.[lang];
  return meta && text ? { ...meta, ...text } : undefined;
}

export function articleSlugs(): string[] {
  return blogArticles.map((a) => a.slug);
}
