import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/leads";
import { leadCard } from "~/entities/lead/card";
import { leadList } from "~/entities/lead/list.server";
import { leadView } from "~/entities/lead/view";
import { listScreenData } from "~/features/admin/lists/registry.server";
import { adminMeta } from "~/features/admin/meta";
import { ListScreen } from "~/admin-kit/ui/list-screen";

export const handle = adminRoute("leads");

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, handle.adminAccess, leadList, "leads.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Leads({ loaderData }: Route.ComponentProps) {
  return <ListScreen view={leadView} data={loaderData} card={leadCard} />;
}
