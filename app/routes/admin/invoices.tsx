import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/invoices";
import { invoiceCard } from "~/entities/invoice/card";
import { invoiceList } from "~/entities/invoice/list.server";
import { invoiceView } from "~/entities/invoice/view";
import { listScreenData } from "~/features/admin/lists/registry.server";
import { adminMeta } from "~/features/admin/meta";
import { ListScreen } from "~/admin-kit/ui/list-screen";

export const handle = adminRoute("invoices");

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, handle.adminAccess, invoiceList, "invoices.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Invoices({ loaderData }: Route.ComponentProps) {
  return <ListScreen view={invoiceView} data={loaderData} card={invoiceCard} />;
}
