import { data } from "react-router";
import type { Route } from "./+types/test-rows";
import { getDb } from "~/server/db/db.server";

const TABLES = ["quote_requests", "contact_messages"] as const;

/**
 * For browser tests on the embedded database, which only the server can open: the stored lead
 * rows of one e-mail address, as JSON. Answers 404 unless ENABLE_TEST_ROUTES=1.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (process.env.ENABLE_TEST_ROUTES !== "1") throw data(null, { status: 404 });
  const url = new URL(request.url);
  const table = TABLES.find((t) => t === url.searchParams.get("table"));
  const email = url.searchParams.get("email");
  if (!table || !email) throw data(null, { status: 400 });
  const rows = await (await getDb()).selectFrom(table).selectAll().where("email", "=", email).orderBy("id").execute();
  return Response.json(rows, { headers: { "Cache-Control": "no-store" } });
}
