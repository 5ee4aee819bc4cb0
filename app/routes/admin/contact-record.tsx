import { adminRoute } from "~/admin-kit/route-handle";
import { joinParts } from "~/admin-kit/format";
import { Link, redirect, useActionData } from "react-router";
import { buttonClass, WRAPPING_LABEL } from "~/components/ui/button";
import type { Route } from "./+types/contact-record";
import { contactActionSchema } from "~/entities/contact/form";
import { contactStatusTone } from "~/entities/contact/rules";
import { useT } from "~/i18n/language";
import { addNote } from "~/features/admin/records/notes.server";
import { deleteContact, saveContact } from "~/entities/contact/actions.server";
import { findContact } from "~/entities/contact/find.server";
import { ContactForm } from "~/entities/contact/record-form";
import { recordAction } from "~/admin-kit/records/record-action.server";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { loadRecord } from "~/features/admin/records/record-loader.server";
import { NotesAndDelete } from "~/admin-kit/records/intent-form";
import { RecordNotFound } from "~/admin-kit/records/record-not-found";
import { History, MayChange, RecordLayout } from "~/admin-kit/records/record-ui";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";

export const handle = adminRoute("contacts");

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadRecord(
    request,
    handle.adminAccess,
    "contact",
    params.id,
    findContact,
    (c) => `${c.firstName} ${c.lastName}`.trim(),
    "contacts.title",
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  return recordAction(request, handle.adminAccess, contactActionSchema, async (input, { db, actor }) => {
    if (input.intent === "delete") {
      await deleteContact(db, actor, params.id);
      return redirect("/admin/contacts?deleted=1");
    }
    if (input.intent === "note") return addNote(db, actor, "contact", params.id, input.note);
    const { intent: _, ...form } = input;
    await saveContact(db, actor, params.id, form);
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const result = useActionData<RecordActionResult>();
  const { record: contact, history } = loaderData;
  if (!contact) return <RecordNotFound list="/admin/contacts" />;
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return (
    <RecordLayout
      title={name}
      subtitle={joinParts(contact.id, contact.email)}
      list="/admin/contacts"
      invalid={contact.invalidFields}
      badges={
        <>
          <Badge tone={contactStatusTone[contact.status]}>{t(`status.contact.${contact.status}`)}</Badge>
        </>
      }
      main={
        <>
          <Panel title={t("actions.contact.edit")}>
            <ContactForm contact={contact} result={result} submitLabel={t("actions.save")} />
          </Panel>
          <History entries={history} />
        </>
      }
      side={
        <>
          <MayChange>
            <Panel>
              <p className="mb-3 text-xs text-slate-600">{t("actions.opportunity.fromContactHint")}</p>
              <Link
                to={`/admin/opportunities/new?contact=${encodeURIComponent(contact.id)}`}
                className={buttonClass("primary", "sm", WRAPPING_LABEL)}
              >
                {t("opportunities.add")}
              </Link>
            </Panel>
          </MayChange>
          <NotesAndDelete
            result={result}
            deleteLabel={t("actions.contact.delete")}
            confirmation={t("actions.contact.confirmDelete")}
          />
        </>
      }
    />
  );
}
