import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { serverT } from "~/i18n/translations.server";
import { routeLanguage } from "~/lib/paths";
import { ErrorPage } from "~/components/site/error-page";

/** Any unknown path, in either language: the not-found page with status 404 (logged by the server). */
export function loader({ request }: Route.LoaderArgs) {
  const t = serverT(routeLanguage(new URL(request.url).pathname), "common");
  return data({ title: t("notFound.metaTitle"), siteName: t("meta.siteName") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "404"} | ${loaderData?.siteName ?? ""}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <ErrorPage status={404} />;
}
