import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import type { Language } from "~/i18n/types";
import { localePath, stripLanguage } from "../lib/paths";

export type PageSeo = { title: string; description: string; keywords: string };

type SeoInput = PageSeo & {
  siteUrl: string;
  siteName: string;
  lang: Language;
  /** The page path without language prefix, e.g. "/services". */
  path: string;
  /** Pages that must not be indexed (not found, errors) get no canonical nor alternates. */
  noindex?: boolean;
  type?: "website" | "article";
  extraJsonLd?: Record<string, unknown>[];
  /** The company as structured data (`localBusinessJsonLd`, made on the server). */
  business?: Record<string, unknown>;
};

const ogLocale: Record<Language, string> = { en: "en_GB", ro: "ro_RO" };

export function absoluteUrl(siteUrl: string, path: string, lang: Language): string {
  const p = localePath(path, lang);
  return `${siteUrl}${p === "/" ? "/" : p}`;
}

/** Every public page's head: title, description, keywords, canonical, hreflang, social tags, JSON-LD. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const { siteUrl, siteName, lang, path, title, description, keywords } = input;
  const fullTitle = `${title} | ${siteName}`;
  const url = absoluteUrl(siteUrl, path, lang);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { name: "keywords", content: keywords },
  ];
  if (input.noindex) return [...tags, { name: "robots", content: "noindex" }];
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: absoluteUrl(siteUrl, path, "en") },
    { tagName: "link", rel: "alternate", hrefLang: "ro", href: absoluteUrl(siteUrl, path, "ro") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, path, "en") },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale[lang] },
    { property: "og:locale:alternate", content: ogLocale[lang === "en" ? "ro" : "en"] },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...(input.business ? [{ "script:ld+json": input.business }] : []),
    ...(input.extraJsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

type MetaMatch = { id: string; loaderData?: unknown } | undefined;
type RootData = {
  siteUrl: string;
  lang: Language;
  business?: Record<string, unknown>;
  translations: { common?: { meta: { siteName: string } } };
};

/** The root loader's data, as far as the head needs it. */
function isRootData(value: unknown): value is RootData {
  return (
    typeof value === "object" &&
    value !== null &&
    "siteUrl" in value &&
    typeof value.siteUrl === "string" &&
    "lang" in value &&
    (value.lang === "en" || value.lang === "ro") &&
    "translations" in value &&
    typeof value.translations === "object" &&
    value.translations !== null
  );
}

/** The meta of a page whose loader returned `seo`: reads the site URL and name from the root's data. */
export function pageMeta(
  args: { loaderData: { seo: PageSeo } | undefined; matches: readonly MetaMatch[]; location: { pathname: string } },
  extra?: Pick<SeoInput, "type" | "extraJsonLd" | "noindex">,
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData;
  if (!args.loaderData || !isRootData(root)) return [{ title: company.name }];
  return seoMeta({
    ...args.loaderData.seo,
    ...extra,
    siteUrl: root.siteUrl,
    business: root.business,
    siteName: root.translations.common?.meta.siteName ?? company.name,
    lang: root.lang,
    path: stripLanguage(args.location.pathname),
  });
}
