import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/commissions";
import { commissionCard } from "~/entities/commission/card";
import { commissionList } from "~/entities/commission/list.server";
import { commissionView } from "~/entities/commission/view";
import { z } from "~/lib/zod";
import { processCommissionPayment } from "~/entities/commission/actions.server";
import { recordAction } from "~/admin-kit/records/record-action.server";
import { listScreenData } from "~/features/admin/lists/registry.server";
import { adminMeta } from "~/features/admin/meta";
import { ListScreen } from "~/admin-kit/ui/list-screen";

export const handle = adminRoute("commissions");

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, handle.adminAccess, commissionList, "commissions.title");
}

export async function action({ request }: Route.ActionArgs) {
  return recordAction(
    request,
    handle.adminAccess,
    z.object({ intent: z.literal("pay"), id: z.string().regex(/^COM-\d{4}-\d{3,}$/, "notFound") }),
    ({ id }, { db, actor }) => processCommissionPayment(db, actor, id),
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Commissions({ loaderData }: Route.ComponentProps) {
  return <ListScreen view={commissionView} data={loaderData} card={commissionCard} />;
}
