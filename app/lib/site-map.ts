/** Every public page path (without language prefix). The sitemap lists each in both languages. */
export const publicPagePaths = ["/"] as const;
