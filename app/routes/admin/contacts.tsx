import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/contacts";
import { contactCard } from "~/entities/contact/card";
import { contactList } from "~/entities/contact/list.server";
import { contactView } from "~/entities/contact/view";
import { listScreenData } from "~/features/admin/lists/registry.server";
import { adminMeta } from "~/features/admin/meta";
import { ListScreen } from "~/admin-kit/ui/list-screen";

export const handle = adminRoute("contacts");

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, handle.adminAccess, contactList, "contacts.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return <ListScreen view={contactView} data={loaderData} card={contactCard} />;
}
