import { useId } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import { adminRoute } from "~/admin-kit/route-handle";
import { titledScreen } from "~/admin-kit/screen.server";
import { useAdminFormat } from "~/admin-kit/format";
import { PageHeader, Panel } from "~/admin-kit/ui/panels";
import { adminMeta } from "~/features/admin/meta";
import { listTeam } from "~/features/admin/team/team.server";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { useLanguage, useT } from "~/i18n/language";
import { AUDIT_PAGE_SIZE, readAudit } from "~/server/audit.server";
import { lineDetails, lineText, readFilter } from "~/features/admin/audit/audit-view.server";
import { auditKinds } from "~/domain/admin/audit-kinds";
import { getDb } from "~/server/db/db.server";

export const handle = adminRoute("audit");

/**
 * System > Audit log: its lines, newest first, filtered by who, kind and days (the office's);
 * /admin/audit/file has every matching line as CSV. Real accounts' acts, in Demo Mode too.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const filter = readFilter(request);
  return titledScreen(request, handle.adminAccess, "audit.title", async () => {
    const db = await getDb();
    const { lines, more } = await readAudit(db, filter, { offset: (filter.page - 1) * AUDIT_PAGE_SIZE });
    const team = await listTeam(db);
    return {
      filter,
      more,
      actors: team.map((member) => ({ id: member.id, label: `${member.name} (${member.email})` })),
      lines: lines.map((line) => ({
        ...line,
        text: { en: lineText(line, "en"), ro: lineText(line, "ro") },
        details: { en: lineDetails(line, "en"), ro: lineDetails(line, "ro") },
      })),
    };
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Audit({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const id = useId();
  const { filter, lines, more, actors } = loaderData;
  const query = (page: number) => {
    const params = new URLSearchParams();
    for (const key of ["actor", "kind", "from", "to"] as const) if (filter[key]) params.set(key, filter[key]);
    if (page > 1) params.set("page", String(page));
    return params;
  };
  const exportQuery = query(1);
  const { lang } = useLanguage();
  return (
    <>
      <PageHeader
        title={t("audit.title")}
        subtitle={t("audit.subtitle")}
        actions={
          <a href={`/admin/audit/file?${exportQuery.toString()}`} className={buttonClass("outline", "sm")} download>
            {t("audit.exportCsv")}
          </a>
        }
      />
      <Panel title={t("audit.title")}>
        <Form method="get" className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <div>
            <label htmlFor={`${id}-actor`} className="block text-xs font-semibold text-slate-600">
              {t("audit.actor")}
            </label>
            <select id={`${id}-actor`} name="actor" defaultValue={filter.actor ?? ""} className={inputClass}>
              <option value="">{t("audit.anyone")}</option>
              {actors.map((actor) => (
                <option key={actor.id} value={actor.id}>
                  {actor.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-kind`} className="block text-xs font-semibold text-slate-600">
              {t("audit.kind")}
            </label>
            <select id={`${id}-kind`} name="kind" defaultValue={filter.kind ?? ""} className={inputClass}>
              <option value="">{t("audit.allKinds")}</option>
              {auditKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`audit.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-from`} className="block text-xs font-semibold text-slate-600">
              {t("audit.from")}
            </label>
            <input id={`${id}-from`} type="date" name="from" defaultValue={filter.from ?? ""} className={inputClass} />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="block text-xs font-semibold text-slate-600">
              {t("audit.to")}
            </label>
            <input id={`${id}-to`} type="date" name="to" defaultValue={filter.to ?? ""} className={inputClass} />
          </div>
          <div className="flex items-end">
            <button type="submit" className={buttonClass("primary", "md", "w-full")}>
              {t("audit.apply")}
            </button>
          </div>
        </Form>
        {lines.length ? (
          <div role="region" aria-label={t("audit.title")} tabIndex={0} className="relative overflow-x-auto">
            <table className="w-full min-w-[48rem] text-left text-sm" data-testid="audit-log">
              <thead className="border-b border-slate-200 text-xs text-slate-600">
                <tr>
                  {(["when", "actor", "kind", "what", "concerning", "address", "details"] as const).map((column) => (
                    <th key={column} scope="col" className="px-2 py-2 font-semibold">
                      {t(`audit.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {lines.map((line) => (
                  <tr key={line.id} data-testid="audit-line" className="align-top">
                    <td className="px-2 py-2 whitespace-nowrap">{format.dateTime(line.at)}</td>
                    <td className="px-2 py-2 break-all">{line.actorEmail ?? "—"}</td>
                    <td className="px-2 py-2">{t(`audit.kinds.${line.kind}`)}</td>
                    <td className="px-2 py-2">{line.text[lang]}</td>
                    <td className="px-2 py-2 break-all">{line.target ?? "—"}</td>
                    <td className="px-2 py-2">{line.address ?? "—"}</td>
                    <td className="px-2 py-2 break-all text-slate-600">{line.details[lang]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t("audit.empty")}</p>
        )}
        <nav className="mt-4 flex justify-between gap-3" aria-label={t("audit.title")}>
          {filter.page > 1 ? (
            <Link to={`?${query(filter.page - 1).toString()}`} className={buttonClass("outline", "sm")}>
              {t("audit.newer")}
            </Link>
          ) : (
            <span />
          )}
          {more ? (
            <Link to={`?${query(filter.page + 1).toString()}`} className={buttonClass("outline", "sm")}>
              {t("audit.older")}
            </Link>
          ) : null}
        </nav>
      </Panel>
    </>
  );
}
