import type { Route } from "./+types/auth-api";
import { getAuth } from "~/server/auth.server";

/**
 * better-auth's endpoints that a browser reaches directly: the links in its e-mails (verify the
 * address, open the reset form). Everything else (sign-in, sign-up, reset requests, profile
 * changes) goes through our own actions, which validate, rate-limit per address and per account,
 * and answer in the page's language; better-auth's HTTP routes for those are not exposed, so
 * their limits cannot be bypassed. See docs/decisions/0009-trust-boundaries.md.
 */
const LINK_PATHS = [/^\/api\/auth\/verify-email$/, /^\/api\/auth\/reset-password\/[A-Za-z0-9_-]{1,200}$/];

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  if (!LINK_PATHS.some((pattern) => pattern.test(path))) return notFound();
  return (await getAuth()).handler(request);
}

export function action() {
  return notFound();
}

function notFound() {
  return Response.json(
    { code: "NOT_FOUND", message: "Not found" },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );
}
