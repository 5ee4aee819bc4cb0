import { Link } from "react-router";
import { installationFields, installationFormValues, newInstallationValues } from "./form";
import { underWarranty, visitState, visitTone } from "./rules";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { Detail } from "~/admin-kit/records/record-ui";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useNewRecordData, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord, NewRecordData } from "~/admin-kit/records/pages.server";
import type { installationPages } from "./pages.server";
import { installationView } from "./view";
import { installationCard } from "./card";

/** An installation recorded at its handover. */
function NewInstallation() {
  const loaderData = useNewRecordData<NewRecordData<typeof installationPages>>();
  const t = useT("admin");
  return (
    <NewRecordFormPage
      fields={installationFields(t)}
      values={{ ...newInstallationValues(loaderData.today), contactId: loaderData.contactId }}
    />
  );
}

function InstallationPage() {
  const t = useT("admin");
  const format = useAdminFormat();
  const { record: i, today } = useRecordPage<FoundRecord<typeof installationPages>>();
  const visit = visitState(i, today);
  return (
    <RecordPage
      subtitle={joinParts(i.id, t(`systemType.${i.systemType}`))}
      badges={
        <>
          <Badge tone={visitTone[visit]}>{t(`installations.visit.${visit}`)}</Badge>
          {underWarranty(i, today) ? <Badge tone="blue">{t("installations.underWarranty")}</Badge> : null}
        </>
      }
      details={
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
      }
      edit={{ fields: installationFields(t), values: installationFormValues(i) }}
      remove={{ label: t("installations.delete"), confirmation: t("installations.confirmDelete") }}
    />
  );
}

/** The installations screens in the browser: the list, the form that adds one, and a record's page. */
export const installationPagesUi: EntityPagesUi = {
  List: listPage(installationView, installationCard),
  New: NewInstallation,
  Record: InstallationPage,
};
