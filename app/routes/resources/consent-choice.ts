import { data, redirect } from "react-router";
import type { Route } from "./+types/consent-choice";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, isConsentChoice } from "~/lib/consent";
import { deleteCookie, setCookie } from "~/server/cookies.server";
import { safeRedirect } from "~/server/redirect.server";

/** Stores the cookie-consent choice; "reset" forgets it so the banner asks again. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = form.get("choice");
  let cookie: string;
  if (isConsentChoice(choice)) cookie = setCookie(CONSENT_COOKIE, choice, { maxAge: CONSENT_MAX_AGE_S });
  else if (choice === "reset") cookie = deleteCookie(CONSENT_COOKIE);
  else return data({ ok: false as const }, { status: 400 });

  const headers = new Headers({ "Set-Cookie": cookie, "Cache-Control": "no-store" });
  const redirectTo = safeRedirect(form.get("redirectTo"));
  // A plain form post (no JavaScript) goes back to the page it came from.
  if (redirectTo) return redirect(redirectTo, { headers });
  return data({ ok: true as const }, { headers });
}

export function loader() {
  return redirect("/");
}
