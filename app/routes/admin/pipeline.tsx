import { useActionData } from "react-router";
import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/pipeline";
import { z } from "~/lib/zod";
import { useT } from "~/i18n/language";
import { adminMeta } from "~/features/admin/meta";
import { readAdminData } from "~/features/admin/data.server";
import { titledScreen } from "~/admin-kit/screen.server";
import { recordAction } from "~/admin-kit/records/record-action.server";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { PageHeader } from "~/admin-kit/ui/panels";
import { moveOpportunity } from "~/entities/opportunity/actions.server";
import { lossReasons, opportunityStages } from "~/entities/opportunity/schema";
import { choice, optional } from "~/domain/admin/form-inputs";
import { PipelineBoard } from "~/features/admin/pipeline/board";
import { pipelineBoard } from "~/features/admin/pipeline/pipeline.server";

export const handle = adminRoute("opportunities");

export const loader = ({ request }: Route.LoaderArgs) =>
  titledScreen(request, handle.adminAccess, "pipeline.title", async (screen) => ({
    columns: await readAdminData(screen.prefs.mode, pipelineBoard),
  }));

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

/** A deal moved from its card: the record page's stage change, with its rules and its history. */
const moveSchema = z.object({
  intent: z.literal("move"),
  id: z.string().regex(/^OPP-\d{4}-\d{3,}$/, "notFound"),
  stage: z.enum(opportunityStages, "invalidChoice"),
  lossReason: optional(choice(lossReasons)).optional(),
});

export const action = ({ request }: Route.ActionArgs) =>
  recordAction(request, handle.adminAccess, moveSchema, ({ id, stage, lossReason }, { db, actor }) =>
    moveOpportunity(db, actor, id, stage, lossReason ?? null),
  );

export default function Pipeline({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const result = useActionData<RecordActionResult>();
  return (
    <>
      <PageHeader title={t("pipeline.title")} subtitle={t("pipeline.subtitle")} />
      <PipelineBoard columns={loaderData.columns} result={result} />
    </>
  );
}
