import { blogArticles } from "~/content/blog/articles";
import { services } from "~/content/services";

/** Every public page path (without language prefix). The sitemap lists each in both languages. */
export const publicPagePaths: readonly string[] = [
  "/",
  "/services",
  ...services.map((s) => `/services/${s.slug}`),
  "/parking-selector",
  "/catalog",
  "/about",
  "/contact",
  "/blog",
  ...blogArticles.map((a) => `/blog/${a.slug}`),
  "/technical-drawings",
  "/terms-of-service",
  "/privacy-policy",
];
