import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/affiliates";
import { affiliateCard } from "~/entities/affiliate/card";
import { affiliateList } from "~/entities/affiliate/list.server";
import { affiliateView } from "~/entities/affiliate/view";
import { listScreenData } from "~/features/admin/lists/registry.server";
import { adminMeta } from "~/features/admin/meta";
import { ListScreen } from "~/admin-kit/ui/list-screen";

export const handle = adminRoute("affiliates");

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, handle.adminAccess, affiliateList, "affiliates.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Affiliates({ loaderData }: Route.ComponentProps) {
  return <ListScreen view={affiliateView} data={loaderData} card={affiliateCard} />;
}
