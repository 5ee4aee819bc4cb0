import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/campaigns";
import { campaignCard } from "~/entities/campaign/card";
import { campaignList } from "~/entities/campaign/list.server";
import { campaignView } from "~/entities/campaign/view";
import { listScreenData } from "~/features/admin/lists/registry.server";
import { adminMeta } from "~/features/admin/meta";
import { ListScreen } from "~/admin-kit/ui/list-screen";

export const handle = adminRoute("campaigns");

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, handle.adminAccess, campaignList, "campaigns.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  return <ListScreen view={campaignView} data={loaderData} card={campaignCard} />;
}
