import { data } from "react-router";
import type { Route } from "./+types/legal";
import { legalText } from "~/content/legal/index.server";
import { legalIdentity } from "~/features/site/legal-identity.server";
import { useT } from "~/i18n/language";
import { pageData } from "~/i18n/page.server";
import { formatDate } from "~/lib/format";
import { routePath, stripLanguage } from "~/lib/paths";
import { pageMeta } from "~/content/seo";
import { PageHero } from "~/components/site/page-hero";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { RichText } from "~/components/site/rich-text";

/** /terms-of-service and /privacy-policy, full texts in both languages. */
export async function loader({ request }: Route.LoaderArgs) {
  // The router's reading of the path: "/Terms-Of-Service/" is this page too.
  const path = stripLanguage(routePath(new URL(request.url).pathname) ?? "");
  const page = pageData(request, "legal");
  const text = legalText(path, page.lang, await legalIdentity());
  if (!text) throw data(null, { status: 404 });
  return {
    ...page,
    text,
    updated: formatDate(text.updated, page.lang),
    seo: { title: text.title, description: text.description, keywords: text.title },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Legal({ loaderData }: Route.ComponentProps) {
  const t = useT("legal");
  const { text, updated } = loaderData;
  return (
    <>
      <PageHero title={text.title} subtitle={t("updated", { date: updated })} />
      <article className="mx-auto max-w-3xl px-4 py-12">
        <RichText source={text.content} />
      </article>
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
