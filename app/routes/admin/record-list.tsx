import type { Route } from "./+types/record-list";
import { recordRoute } from "~/admin-kit/route-handle";
import { adminMeta } from "~/features/admin/meta";
import { RecordScreenPage } from "~/features/admin/records/pages";
import { recordListAction, recordListLoader } from "~/features/admin/records/pages.server";

/** Every kind's list screen (/admin/<screen>), drawn from its entity's definition. */
export const handle = recordRoute;
export const loader = (args: Route.LoaderArgs) => recordListLoader(args);
export const action = (args: Route.ActionArgs) => recordListAction(args);
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);
export default () => <RecordScreenPage page="List" />;
