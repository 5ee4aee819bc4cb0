import { useMayPost } from "~/admin-kit/records/record-ui";
import { joinParts } from "~/admin-kit/format";
import { Link, useActionData } from "react-router";
import type { RecordActionResult } from "~/admin-kit/contracts";
import type { AdminScreenName } from "~/domain/account/permissions";
import { buttonClass, WRAPPING_LABEL } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { contactFields, contactFormValues, newContactValues } from "./form";
import { useCountryName } from "~/admin-kit/format";
import { ClientDetailsPanel } from "./client-details-panel";
import { LinkedRecordsPanel } from "./linked-panel";
import { ContactEmailForm } from "./email-form";
import { MayChange } from "~/admin-kit/records/record-ui";
import { Panel } from "~/admin-kit/ui/panels";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord } from "~/admin-kit/records/pages.server";
import type { contactPages } from "./pages.server";
import { contactView } from "./view";
import { ContactStatusBadge, contactCard } from "./card";

function NewContact() {
  const t = useT("admin");
  const countryName = useCountryName();
  return <NewRecordFormPage fields={contactFields(t, countryName)} values={newContactValues} />;
}

function ContactPage() {
  const t = useT("admin");
  const countryName = useCountryName();
  const { record: contact } = useRecordPage<FoundRecord<typeof contactPages>>();
  const mayPost = useMayPost();
  const result = useActionData<RecordActionResult>();
  // The forms that start from this contact (its name, company and invoicing details filled in).
  const forContact = (screen: AdminScreenName) => `/admin/${screen}/new?contact=${encodeURIComponent(contact.id)}`;
  const more = [
    { screen: "invoices", label: t("invoices.create") },
    { screen: "installations", label: t("installations.add") },
    { screen: "meetings", label: t("meetings.schedule") },
    { screen: "tasks", label: t("tasks.add") },
  ] as const;
  return (
    <RecordPage
      subtitle={joinParts(contact.id, contact.email)}
      badges={<ContactStatusBadge status={contact.status} />}
      details={
        <>
          <ClientDetailsPanel client={contact} />
          <LinkedRecordsPanel linked={contact.linked} />
        </>
      }
      edit={{ fields: contactFields(t, countryName), values: contactFormValues(contact) }}
      actions={
        <>
          <ContactEmailForm email={contact.email} country={contact.clientCountry} result={result} />
          <MayChange>
            <Panel>
              <p className="mb-3 text-xs text-slate-600">{t("actions.opportunity.fromContactHint")}</p>
              <Link to={forContact("opportunities")} className={buttonClass("primary", "sm", WRAPPING_LABEL)}>
                {t("opportunities.add")}
              </Link>
              {more
                .filter(({ screen }) => mayPost(screen))
                .map(({ screen, label }) => (
                  <Link
                    key={screen}
                    to={forContact(screen)}
                    className={buttonClass("outline", "sm", `mt-2 ${WRAPPING_LABEL}`)}
                  >
                    {label}
                  </Link>
                ))}
            </Panel>
          </MayChange>
        </>
      }
      remove={{ label: t("actions.contact.delete"), confirmation: t("actions.contact.confirmDelete") }}
    />
  );
}

/** The contacts screens in the browser: the list, the form that adds one, and a record's page. */
export const contactPagesUi: EntityPagesUi = {
  List: listPage(contactView, contactCard),
  New: NewContact,
  Record: ContactPage,
};
