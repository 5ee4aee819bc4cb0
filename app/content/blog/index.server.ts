import { parse as parseYaml } from "yaml";
import type { Language } from "~/i18n/types";
import { z } from "~/lib/zod";
import { blogArticles } from "./articles";
import { blogCategories, type BlogArticleMeta, type BlogArticleText, type BlogCategory } from "./types";
import { isOneOf } from "~/lib/one-of";

/**
 * Each article's words, per language, are a Markdown file: `articles/<slug>.<lang>.md`, its title,
 * excerpt and tags in a YAML front matter, its body in the format of app/lib/rich-text.ts. They
 * are bundled into the server build and read once, each checked by the schema.
 */
const files = import.meta.glob<string>("./articles/*.md", { query: "?raw", import: "default", eager: true });

const frontMatterSchema = z.object({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  tags: z.array(z.string().min(1)),
});

function readArticle(file: string, text: string): BlogArticleText {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  const front = frontMatterSchema.safeParse(parseYaml(match[1]!));
  if (!front.success) throw new Error(`${file}: ${front.error.issues.map((i) => i.message).join("; ")}`);
  return { ...front.data, content: match[2]!.trim() };
}

const texts = new Map(Object.entries(files).map(([file, text]) => [file, readArticle(file, text)]));

function textsFor(slug: string): Partial<Record<Language, BlogArticleText>> | undefined {
  const en = texts.get(`./articles/${slug}.en.md`);
  const ro = texts.get(`./articles/${slug}.ro.md`);
  return en || ro ? { en, ro } : undefined;
}

export type ArticleSummary = BlogArticleMeta & Omit<BlogArticleText, "content">;
export type Article = BlogArticleMeta & BlogArticleText;

export const isBlogCategory = (value: unknown) => isOneOf(blogCategories, value);

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
