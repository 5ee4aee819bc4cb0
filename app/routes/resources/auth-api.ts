import type { Route } from "./+types/auth-api";
import { getAuth } from "~/server/auth.server";

/** better-auth's own endpoints (e-mail verification and reset links land here). */
export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}
