import type { Route } from "./+types/audit-file";
import { requireAdmin } from "~/admin-kit/access.server";
import { readAdminPreferences } from "~/admin-kit/preferences.server";
import { adminFormat } from "~/admin-kit/format";
import { csvLine } from "~/admin-kit/records/csv";
import { adminRoute } from "~/admin-kit/route-handle";
import { lineDetails, lineText, readFilter } from "~/features/admin/audit/audit-view.server";
import { serverT } from "~/i18n/translations.server";
import { readAudit } from "~/server/audit.server";
import { getDb } from "~/server/db/db.server";

export const handle = adminRoute("audit");

/** The audit log's lines that the screen's filters match, every one, as CSV in the administrator's language. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, handle.adminAccess);
  const filter = readFilter(request);
  const { lang } = readAdminPreferences(request);
  const { lines } = await readAudit(await getDb(), filter, { limit: 100_000 });
  const t = serverT(lang, "admin");
  const format = adminFormat(lang);
  const body = [
    csvLine([
      t("audit.when"),
      t("audit.actor"),
      t("audit.kind"),
      t("audit.what"),
      t("audit.concerning"),
      t("audit.address"),
      t("audit.details"),
    ]),
    ...lines.map((line) =>
      csvLine([
        format.dateTime(line.at),
        line.actorEmail ?? "",
        t(`audit.kinds.${line.kind}`),
        lineText(line, lang),
        line.target ?? "",
        line.address ?? "",
        lineDetails(line, lang),
      ]),
    ),
  ].join("");
  return new Response(`\uFEFF${body}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
