import type { Route } from "./+types/form-token";
import { FORM_TOKEN_COOKIE, formTokenCookie, keepsFormToken } from "~/server/form-token.server";
import { readCookie } from "~/server/cookies.server";

/** A transparent 1×1 GIF: what an `<img>` asked for gets, so nothing shows. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * The enquiry forms' time-trap token, as a cookie (form-token.server.ts): each form shows this
 * image, so the page itself stays the same for every visitor. A browser that holds a genuine token
 * keeps it; otherwise this answer sets one issued now.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const headers = new Headers({
    "Content-Type": "image/gif",
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
  });
  if (!keepsFormToken(readCookie(request, FORM_TOKEN_COOKIE), context.now))
    headers.set("Set-Cookie", formTokenCookie(context.now));
  return new Response(new Uint8Array(PIXEL), { headers });
}
