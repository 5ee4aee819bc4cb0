import { useMayPost } from "~/admin-kit/records/record-ui";
import { joinParts } from "~/admin-kit/format";
import { Link } from "react-router";
import { buttonClass, WRAPPING_LABEL } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { contactFields, contactFormValues, newContactValues } from "./form";
import { useCountryName } from "~/admin-kit/format";
import { ClientDetailsPanel } from "./client-details-panel";
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
  return (
    <RecordPage
      subtitle={joinParts(contact.id, contact.email)}
      badges={<ContactStatusBadge status={contact.status} />}
      details={<ClientDetailsPanel client={contact} />}
      edit={{ fields: contactFields(t, countryName), values: contactFormValues(contact) }}
      actions={
        <MayChange>
          <Panel>
            <p className="mb-3 text-xs text-slate-600">{t("actions.opportunity.fromContactHint")}</p>
            <Link
              to={`/admin/opportunities/new?contact=${encodeURIComponent(contact.id)}`}
              className={buttonClass("primary", "sm", WRAPPING_LABEL)}
            >
              {t("opportunities.add")}
            </Link>
            {mayPost("invoices") ? (
              <Link
                to={`/admin/invoices/new?contact=${encodeURIComponent(contact.id)}`}
                className={buttonClass("outline", "sm", `mt-2 ${WRAPPING_LABEL}`)}
              >
                {t("invoices.create")}
              </Link>
            ) : null}
          </Panel>
        </MayChange>
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
