import type { Translator } from "~/i18n/translate";
import { routeLanguage } from "~/lib/paths";
import type { PageSeo } from "~/content/seo";
import { bundlesFor, serverT } from "./translations.server";
import type { Language, Namespace } from "./types";

export type PageContext = { lang: Language; t: Translator };

/**
 * What every public page's loader returns: its language, the translation namespaces it uses,
 * and its SEO texts (by default the first namespace's meta.title, meta.description, meta.keywords).
 */
export function pageData<N extends Namespace>(
  request: Request,
  namespaces: N | readonly N[],
  seo?: (page: PageContext) => PageSeo,
) {
  const list = (Array.isArray(namespaces) ? namespaces : [namespaces]) as readonly N[];
  const lang = routeLanguage(new URL(request.url).pathname);
  const t = serverT(lang, list[0]!);
  const pageSeo: PageSeo = seo?.({ lang, t }) ?? {
    title: t("meta.title"),
    description: t("meta.description"),
    keywords: t("meta.keywords"),
  };
  return { lang, seo: pageSeo, translations: bundlesFor(lang, list) };
}
