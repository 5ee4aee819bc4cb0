import { describe, expect, it } from "vitest";
import { blogArticles } from "./articles";
import { articleSlugs, findArticle, listArticles } from "./index.server";

describe("blog articles from their Markdown files", () => {
  it("every article has its title, excerpt, tags and body in English and Romanian", () => {
    expect(articleSlugs()).toHaveLength(blogArticles.length);
    for (const slug of articleSlugs())
      for (const lang of ["en", "ro"] as const) {
        const article = findArticle(slug, lang);
        expect(article, `${slug} ${lang}`).toBeDefined();
        expect(article!.title.length, `${slug} ${lang}`).toBeGreaterThan(10);
        expect(article!.tags.length, `${slug} ${lang}`).toBeGreaterThan(0);
        // The body starts with its first heading, not with the front matter.
        expect(article!.content.startsWith("**"), `${slug} ${lang}`).toBe(true);
        expect(article!.content).not.toContain("\n---\n");
      }
  });

  it("lists newest first, without bodies, one category at a time", () => {
    const all = listArticles("ro");
    expect(all.map((a) => a.date)).toEqual([...all.map((a) => a.date)].sort().reverse());
    expect(all.every((a) => !("content" in a))).toBe(true);
    expect(listArticles("en", "Residential").every((a) => a.category === "Residential")).toBe(true);
  });
});
