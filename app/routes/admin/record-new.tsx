import type { Route } from "./+types/record-new";
import { recordRoute } from "~/admin-kit/route-handle";
import { adminMeta } from "~/features/admin/meta";
import { RecordScreenPage } from "~/features/admin/records/pages";
import { newRecordLoader, newRecordPageAction } from "~/features/admin/records/pages.server";

/** Every kind's form that adds one (/admin/<screen>/new), drawn from its entity's definition. */
export const handle = recordRoute;
export const loader = (args: Route.LoaderArgs) => newRecordLoader(args);
export const action = (args: Route.ActionArgs) => newRecordPageAction(args);
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);
export default () => <RecordScreenPage page="New" />;
