import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/installations";
import { installationCard } from "~/entities/installation/card";
import { installationList } from "~/entities/installation/list.server";
import { installationView } from "~/entities/installation/view";
import { listScreenData } from "~/features/admin/lists/registry.server";
import { adminMeta } from "~/features/admin/meta";
import { ListScreen } from "~/admin-kit/ui/list-screen";

export const handle = adminRoute("installations");

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, handle.adminAccess, installationList, "installations.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Installations({ loaderData }: Route.ComponentProps) {
  return <ListScreen view={installationView} data={loaderData} card={installationCard} />;
}
