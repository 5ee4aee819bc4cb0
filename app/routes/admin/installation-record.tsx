import { adminRoute } from "~/admin-kit/route-handle";
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/installation-record";
import { deleteInstallation, editInstallation } from "~/entities/installation/actions.server";
import { findInstallation } from "~/entities/installation/find.server";
import { installationFields, installationFormSchema, installationFormValues } from "~/entities/installation/form";
import { underWarranty, visitState, visitTone } from "~/entities/installation/rules";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { noteIntent } from "~/features/admin/records/notes.server";
import { actionByIntent, deleteIntent, intentHandler } from "~/admin-kit/records/record-action.server";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { loadRecord } from "~/features/admin/records/record-loader.server";
import { EditDetailsPanel } from "~/admin-kit/records/record-form";
import { NotesAndDelete } from "~/admin-kit/records/intent-form";
import { RecordNotFound } from "~/admin-kit/records/record-not-found";
import { Detail, History, RecordLayout } from "~/admin-kit/records/record-ui";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";

export const handle = adminRoute("installations");

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadRecord(
    request,
    handle.adminAccess,
    "installation",
    params.id,
    findInstallation,
    (i) => i.customer,
    "installations.title",
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  return actionByIntent(request, handle.adminAccess, {
    save: intentHandler(installationFormSchema, (installation, { db, actor }) =>
      editInstallation(db, actor, params.id, installation),
    ),
    note: noteIntent("installation", params.id),
    delete: deleteIntent((db, actor) => deleteInstallation(db, actor, params.id), "/admin/installations"),
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function InstallationPage({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const result = useActionData<RecordActionResult>();
  const { record: i, history, today } = loaderData;
  if (!i) return <RecordNotFound list="/admin/installations" />;
  const visit = visitState(i, today);
  return (
    <RecordLayout
      title={i.customer}
      subtitle={joinParts(i.id, t(`systemType.${i.systemType}`))}
      list="/admin/installations"
      invalid={i.invalidFields}
      badges={
        <>
          <Badge tone={visitTone[visit]}>{t(`installations.visit.${visit}`)}</Badge>
          {underWarranty(i, today) ? <Badge tone="blue">{t("installations.underWarranty")}</Badge> : null}
        </>
      }
      main={
        <>
          <Panel title={t("installations.details")}>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label={t("installations.system")}>{t(`systemType.${i.systemType}`)}</Detail>
              <Detail label={t("installations.spaces")} testId="installation-spaces">
                {format.number(i.spaces)}
              </Detail>
              <Detail label={t("installations.handover")}>{format.date(i.handoverDate)}</Detail>
              <Detail label={t("installations.warrantyEnd")}>{format.date(i.warrantyEnd)}</Detail>
              <Detail label={t("installations.maintenance")}>
                {t("installations.every", { months: i.maintenanceMonths })}
              </Detail>
              <Detail label={t("installations.nextVisit")} testId="next-visit">
                {i.nextVisit ? format.date(i.nextVisit) : t("installations.noVisit")}
              </Detail>
              {i.contactId ? (
                <Detail label={t("installations.contact")}>
                  <Link className="font-medium text-brand-700 hover:underline" to={`/admin/contacts/${i.contactId}`}>
                    {i.contactId}
                  </Link>
                </Detail>
              ) : null}
            </dl>
            <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{i.siteAddress}</p>
            {i.notes ? <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{i.notes}</p> : null}
          </Panel>
          <EditDetailsPanel fields={installationFields(t)} values={installationFormValues(i)} result={result} />
          <History entries={history} />
        </>
      }
      side={
        <NotesAndDelete
          result={result}
          deleteLabel={t("installations.delete")}
          confirmation={t("installations.confirmDelete")}
        />
      }
    />
  );
}
