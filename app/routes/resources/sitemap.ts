import type { Route } from "./+types/sitemap";
import { absoluteUrl } from "~/content/seo";
import { publicPagePaths } from "~/content/site-map";
import { getEnv } from "~/server/env.server";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every public URL in both languages, each with its hreflang alternates. */
export function loader(_: Route.LoaderArgs) {
  const site = getEnv().SITE_URL;
  const urls = publicPagePaths.flatMap((path) => {
    const en = escapeXml(absoluteUrl(site, path, "en"));
    const ro = escapeXml(absoluteUrl(site, path, "ro"));
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
      `<xhtml:link rel="alternate" hreflang="ro" href="${ro}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`,
    ].join("");
    return [en, ro].map((loc) => `<url><loc>${loc}</loc>${alternates}</url>`);
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
