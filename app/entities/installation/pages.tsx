import { installationFields, installationFormValues, newInstallationValues } from "./form";
import { underWarranty, visitState } from "./rules";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { Detail } from "~/admin-kit/records/record-ui";
import { Badge } from "~/admin-kit/ui/badge";
import { DetailsPanel, LinkedDetail } from "~/admin-kit/ui/details-panel";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useNewRecordData, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord, NewRecordData } from "~/admin-kit/records/pages.server";
import type { installationPages } from "./pages.server";
import { installationView } from "./view";
import { VisitBadge, installationCard } from "./card";

/** An installation recorded at its handover. */
function NewInstallation() {
  const loaderData = useNewRecordData<NewRecordData<typeof installationPages>>();
  const t = useT("admin");
  return (
    <NewRecordFormPage
      fields={installationFields(t)}
      values={{
        ...newInstallationValues(loaderData.today),
        contactId: loaderData.contactId,
        customer: loaderData.customer,
        siteAddress: loaderData.siteAddress,
      }}
    />
  );
}

function InstallationPage() {
  const t = useT("admin");
  const format = useAdminFormat();
  const { record: i, today } = useRecordPage<FoundRecord<typeof installationPages>>();
  return (
    <RecordPage
      subtitle={joinParts(i.id, t(`systemType.${i.systemType}`))}
      badges={
        <>
          <VisitBadge status={visitState(i, today)} />
          {underWarranty(i, today) ? <Badge tone="blue">{t("installations.underWarranty")}</Badge> : null}
        </>
      }
      details={
        <DetailsPanel title={t("installations.details")} texts={[i.siteAddress, i.notes]}>
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
          <LinkedDetail label={t("installations.contact")} screen="contacts" id={i.contactId} />
        </DetailsPanel>
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
