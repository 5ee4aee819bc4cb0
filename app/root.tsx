import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
  data,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { useEffect } from "react";
import { isAdministrator } from "./domain/account/rules";
import { clearFlashCookie, readFlash } from "./server/flash.server";
import { getCurrentUser } from "./server/session.server";
import type { Route } from "./+types/root";
import type { Bundles } from "./i18n/types";
import stylesheet from "./app.css?url";
import { LanguageProvider } from "./i18n/language";
import { bundlesFor, serverT } from "./i18n/translations.server";
import { openingHoursLines } from "./content/hours";
import { CONSENT_COOKIE, readConsent } from "./lib/consent";
import { readCookie } from "./server/cookies.server";
import { AuthProvider } from "./domain/account/auth-context";
import { AppStylesheet } from "./lib/inline-css";
import { useNonce } from "./lib/nonce-context";
import { languageOfPath, routeLanguage } from "./lib/paths";
import { getEnv } from "./server/env.server";
import { isAdminPath, readAdminPreferences } from "./admin-kit/preferences.server";
import { ErrorPage } from "./components/site/error-page";
import { legalIdentity } from "./features/site/legal-identity.server";
import { localBusinessJsonLd } from "./content/local-business.server";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  // The back-office keeps one URL in both languages; its language is a remembered choice.
  const lang = isAdminPath(pathname) ? readAdminPreferences(request).lang : routeLanguage(pathname);
  // Only requests with a session cookie touch the database; anonymous pages stay cacheable.
  const current = await getCurrentUser(request);
  const flash = readFlash(request);
  const user = current && {
    displayName: current.displayName,
    initials: current.initials,
    email: current.email,
    isAdmin: isAdministrator(current.admin),
  };
  const namespaces = user || flash ? (["common", "auth"] as const) : (["common"] as const);
  const siteUrl = getEnv().SITE_URL;
  const legal = await legalIdentity();
  const body = {
    lang,
    user,
    flash,
    // Formatted on the server: the browser's first Intl call costs more than the page's render.
    openingHours: openingHoursLines(lang, serverT(lang, "common")("hours.closed")),
    consent: readConsent(readCookie(request, CONSENT_COOKIE)),
    siteUrl,
    // The company's legal details as Settings hold them (kept in memory: no query per page).
    legal,
    business: localBusinessJsonLd(siteUrl, legal),
    translations: bundlesFor(lang, namespaces),
  };
  return flash ? data(body, { headers: { "Set-Cookie": clearFlashCookie() } }) : body;
}

export { stylesheet };

export type RootData = Route.ComponentProps["loaderData"];

/** The language lives in the URL, so the root's data changes when the language does. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname)) return true;
  return defaultShouldRevalidate;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const location = useLocation();
  const nonce = useNonce();
  const lang = data?.lang ?? languageOfPath(location.pathname);
  // Marks the document once React has taken it over (its code loads after the first paint).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a4a" />
        <AppStylesheet href={stylesheet} nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Each route's loader returns the translation namespaces its page uses; they are merged here. */
function useMatchedBundles(): Bundles {
  const matches = useMatches();
  const bundles: Bundles = {};
  for (const match of matches) {
    const data = match.loaderData;
    if (
      data &&
      typeof data === "object" &&
      "translations" in data &&
      data.translations &&
      typeof data.translations === "object"
    )
      Object.assign(bundles, data.translations);
  }
  return bundles;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const bundles = useMatchedBundles();
  return (
    <LanguageProvider lang={loaderData.lang} bundles={bundles}>
      <AuthProvider user={loaderData.user}>
        <Outlet />
      </AuthProvider>
    </LanguageProvider>
  );
}

/** Last resort, when even the root loader failed: no header, just the friendly page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  const location = useLocation();
  const lang = data?.lang ?? languageOfPath(location.pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <LanguageProvider lang={lang} bundles={data?.translations ?? {}}>
      <ErrorPage status={status} />
    </LanguageProvider>
  );
}
