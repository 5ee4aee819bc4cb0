import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/opportunities";
import { opportunityCard } from "~/entities/opportunity/card";
import { opportunityList } from "~/entities/opportunity/list.server";
import { opportunityView } from "~/entities/opportunity/view";
import { listScreenData } from "~/features/admin/lists/registry.server";
import { adminMeta } from "~/features/admin/meta";
import { ListScreen } from "~/admin-kit/ui/list-screen";

export const handle = adminRoute("opportunities");

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, handle.adminAccess, opportunityList, "opportunities.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Opportunities({ loaderData }: Route.ComponentProps) {
  return <ListScreen view={opportunityView} data={loaderData} card={opportunityCard} />;
}
