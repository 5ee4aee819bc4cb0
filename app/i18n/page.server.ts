import { languageOfPath } from "~/lib/paths";
import type { PageSeo } from "~/lib/seo";
import { bundlesFor, serverT } from "./translations.server";
import type { Namespace } from "./types";

/** What every public page's loader returns: its language, its translations and its SEO texts. */
export function pageData<N extends Namespace>(request: Request, ns: N, seoPrefix = "meta") {
  const lang = languageOfPath(new URL(request.url).pathname);
  const t = serverT(lang, ns);
  const seo: PageSeo = {
    title: t(`${seoPrefix}.title`),
    description: t(`${seoPrefix}.description`),
    keywords: t(`${seoPrefix}.keywords`),
  };
  return { lang, seo, translations: bundlesFor(lang, [ns]) };
}
