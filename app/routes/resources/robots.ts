import { getEnv } from "~/server/env.server";

export function loader() {
  const site = getEnv().SITE_URL;
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /account\n\nSitemap: ${site}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
