import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { localePath, routeLanguage } from "~/lib/paths";
import { getAuth } from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";
import { log } from "~/server/log.server";
import { safeRedirect } from "~/server/redirect.server";

/** Ends the session and goes home with the result as a toast. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const home = localePath("/", routeLanguage(safeRedirect(form.get("from")) ?? "/"));
  const headers = new Headers();
  try {
    const response = await (await getAuth()).api.signOut({ headers: request.headers, asResponse: true });
    if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", flashCookie("signedOut"));
  } catch (error) {
    log.error({ err: error }, "sign-out failed");
    headers.append("Set-Cookie", flashCookie("signOutFailed"));
  }
  return redirect(home, { headers });
}

export function loader() {
  return redirect("/");
}
