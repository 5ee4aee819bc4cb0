import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/server/session.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Dashboard() {
  return <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>;
}
