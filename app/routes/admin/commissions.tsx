import type { Route } from "./+types/commissions";
import { commissionCard } from "~/entities/commission/card";
import { commissionList } from "~/entities/commission/list.server";
import { commissionView } from "~/entities/commission/view";
import { listScreenData } from "~/features/admin/lists/registry.server";
import { adminMeta } from "~/features/admin/meta";
import { ListScreen } from "~/features/admin/ui/list-screen";

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, commissionList, "commissions.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Commissions({ loaderData }: Route.ComponentProps) {
  return <ListScreen view={commissionView} data={loaderData} card={commissionCard} />;
}
