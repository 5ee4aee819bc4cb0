import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { recordEntitiesWithPages, recordKinds, recordScreenNames } from "./domain/admin/record-kinds";
import type { Language } from "./i18n/types";

/** The public pages, mounted once per language: English unprefixed, Romanian under /ro. */
function sitePages(lang: Language) {
  const id = (name: string) => `${lang}/${name}`;
  return [
    index("routes/site/home.tsx", { id: id("home") }),
    route("services", "routes/site/services.tsx", { id: id("services") }),
    route("services/:slug", "routes/site/service-detail.tsx", { id: id("service-detail") }),
    route("catalog", "routes/site/catalog.tsx", { id: id("catalog") }),
    route("parking-selector", "routes/site/parking-selector.tsx", { id: id("parking-selector") }),
    route("about", "routes/site/about.tsx", { id: id("about") }),
    route("contact", "routes/site/contact.tsx", { id: id("contact") }),
    route("quote", "routes/site/quote.tsx", { id: id("quote") }),
    route("blog", "routes/site/blog.tsx", { id: id("blog") }),
    route("blog/:slug", "routes/site/blog-article.tsx", { id: id("blog-article") }),
    route("auth", "routes/site/auth.tsx", { id: id("auth") }),
    route("auth/forgot", "routes/site/auth-forgot.tsx", { id: id("auth-forgot") }),
    route("auth/reset", "routes/site/auth-reset.tsx", { id: id("auth-reset") }),
    route("account", "routes/site/account.tsx", { id: id("account") }),
    route("invitation/:token", "routes/site/invitation.tsx", { id: id("invitation") }),
    route("technical-drawings", "routes/site/technical-drawings.tsx", { id: id("technical-drawings") }),
    route("terms-of-service", "routes/site/legal.tsx", { id: id("terms-of-service") }),
    route("privacy-policy", "routes/site/legal.tsx", { id: id("privacy-policy") }),
    route("*", "routes/site/not-found.tsx", { id: id("not-found") }),
  ];
}

/** The back-office's overviews, one module each (the sidebar orders the screens: features/admin/shell/nav.ts). */
const adminScreens = ["analytics", "crm", "erp", "settings", "team", "audit"];

/**
 * Each kind of record's screens, served by one module each for every kind (its entity's
 * definition draws them): the list, and where the kind has pages of its own, the form that adds
 * one and each record's page. The route's id names the kind's screen (route-handle.ts reads it).
 */
const recordScreens = [
  ...recordScreenNames.map((screen) => route(screen, "routes/admin/record-list.tsx", { id: `admin/${screen}` })),
  ...recordEntitiesWithPages.flatMap((entity) => {
    const { screen } = recordKinds[entity];
    return [
      route(`${screen}/new`, "routes/admin/record-new.tsx", { id: `admin/${screen}/new` }),
      route(`${screen}/:id`, "routes/admin/record-page.tsx", { id: `admin/${screen}/record` }),
    ];
  }),
];

export default [
  route("consent", "routes/resources/consent-choice.ts"),
  route("form-token", "routes/resources/form-token.ts"),
  route("api/auth/*", "routes/resources/auth-api.ts"),
  route("sign-out", "routes/resources/sign-out.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("parking-selector/drawing.svg", "routes/resources/selector-drawing.tsx"),
  route("api/parking-selector", "routes/resources/parking-selector-api.ts"),
  route("__test/rows", "routes/resources/test-rows.ts"),
  route("__test/admin", "routes/resources/test-admin.ts"),
  route("admin/preferences", "routes/admin/preferences.ts"),
  route("admin/notifications", "routes/admin/notifications.ts"),
  // The second factor, asked before anything of the back-office (outside its frame).
  route("admin/two-factor", "routes/admin/two-factor.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    ...adminScreens.map((name) => route(name, `routes/admin/${name}.tsx`)),
    // Records: each kind's list, and a page each where staff act on them; and each list as CSV.
    ...recordScreens,
    route("invoices/:id/pdf", "routes/admin/invoice-pdf.ts"),
    route("invoices/:id/xml", "routes/admin/invoice-xml.ts"),
    route("erp/report", "routes/admin/erp-report.tsx"),
    route("erp/report/file", "routes/admin/erp-report-file.ts"),
    route("audit/file", "routes/admin/audit-file.ts"),
    route("export/:list", "routes/admin/export.ts"),
    route("search", "routes/admin/search.tsx"),
    route("opportunities/board", "routes/admin/pipeline.tsx"),
    route("meetings/week", "routes/admin/meetings-week.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  layout("routes/site/layout.tsx", { id: "en/site" }, [
    ...sitePages("en"),
    route("__test/error", "routes/site/test-error.tsx"),
  ]),
  ...prefix("ro", [layout("routes/site/layout.tsx", { id: "ro/site" }, sitePages("ro"))]),
] satisfies RouteConfig;
