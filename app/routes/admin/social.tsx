import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/social";
import { socialPostCard } from "~/entities/social-post/card";
import { socialPostList } from "~/entities/social-post/list.server";
import { socialPostView } from "~/entities/social-post/view";
import { listScreenData } from "~/features/admin/lists/registry.server";
import { adminMeta } from "~/features/admin/meta";
import { ListScreen } from "~/admin-kit/ui/list-screen";

export const handle = adminRoute("social");

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, handle.adminAccess, socialPostList, "social.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Social({ loaderData }: Route.ComponentProps) {
  return <ListScreen view={socialPostView} data={loaderData} card={socialPostCard} />;
}
