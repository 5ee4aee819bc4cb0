import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import type { Language } from "./i18n/types";

/** The public pages, mounted once per language: English unprefixed, Romanian under /ro (DECISIONS.md D2). */
function sitePages(lang: Language) {
  const id = (name: string) => `${lang}/${name}`;
  return [
    index("routes/site/home.tsx", { id: id("home") }),
    route("*", "routes/site/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  route("consent", "routes/resources/consent.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  layout("routes/site/layout.tsx", { id: "en/site" }, [
    ...sitePages("en"),
    route("__test/error", "routes/site/test-error.tsx"),
  ]),
  ...prefix("ro", [layout("routes/site/layout.tsx", { id: "ro/site" }, sitePages("ro"))]),
] satisfies RouteConfig;
