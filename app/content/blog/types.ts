/** Blog articles: project case stories. */
export const blogCategories = ["Commercial", "Residential", "Hospitality", "Industrial"] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** What is the same in both languages. */
export type BlogArticleMeta = {
  id: string;
  /** The same slug in both languages: /blog/{slug} and /ro/blog/{slug}. */
  slug: string;
  category: BlogCategory;
  /** An SVG under /public/blog/. */
  image: string;
  /** ISO date, e.g. "2025-03-14". */
  date: string;
  readTimeMinutes: number;
  author: string;
  spaces: number;
};

/**
 * What is written per language. `content` uses the article format of app/lib/rich-text.ts:
 * a line "**Heading**" is a heading, a line starting with "• " is a bullet, blank lines separate paragraphs.
 */
export type BlogArticleText = {
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
};
