import type { Route } from "./+types/form-token";
import { FORM_TOKEN_COOKIE, formTokenCookie, isFormTokenUsed, keepsFormToken } from "~/server/form-token.server";
import { readCookie } from "~/server/cookies.server";
import { getDb } from "~/server/db/db.server";

/** A transparent 1×1 GIF: what an `<img>` asked for gets, so nothing shows. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * The enquiry forms' time-trap token, as a cookie (form-token.server.ts): each form shows this
 * image, so the page itself stays the same for every visitor. A browser that holds a genuine token
 * not spent yet keeps it; otherwise this answer sets one issued now. (A browser whose answer was
 * lost after its enquiry was stored still holds the spent token: its next form gets a new one.)
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = new Headers({
    "Content-Type": "image/gif",
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
  });
  const held = readCookie(request, FORM_TOKEN_COOKIE);
  // Should the database not answer, a new token costs nothing.
  const keep =
    held !== undefined &&
    keepsFormToken(held, context.now) &&
    !(await getDb()
      .then((db) => isFormTokenUsed(db, held))
      .catch(() => true));
  if (!keep) headers.set("Set-Cookie", formTokenCookie(context.now));
  return new Response(new Uint8Array(PIXEL), { headers });
}
