import type { Route } from "./+types/record-page";
import { recordRoute } from "~/admin-kit/route-handle";
import { adminMeta } from "~/features/admin/meta";
import { RecordScreenPage } from "~/features/admin/records/pages";
import { recordPageAction, recordPageLoader } from "~/features/admin/records/pages.server";

/** Every kind's record page (/admin/<screen>/:id), drawn from its entity's definition; "not found" without the record. */
export const handle = recordRoute;
export const loader = (args: Route.LoaderArgs) => recordPageLoader(args);
export const action = (args: Route.ActionArgs) => recordPageAction(args);
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);
export default function RecordPage({ loaderData }: Route.ComponentProps) {
  return <RecordScreenPage page="Record" found={Boolean((loaderData as { record?: unknown } | undefined)?.record)} />;
}
