import { adminRoute } from "~/admin-kit/route-handle";
import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/contact-new";
import { contactFormSchema } from "~/entities/contact/form";
import { z } from "~/lib/zod";
import { useT } from "~/i18n/language";
import { saveContact } from "~/entities/contact/actions.server";
import { ContactForm } from "~/entities/contact/record-form";
import { recordAction } from "~/admin-kit/records/record-action.server";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { NewRecordPage } from "~/admin-kit/records/new-record-page";

export const handle = adminRoute("contacts");

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  return { title: adminTitle(screen, "actions.contact.add") };
}

const newContactSchema = contactFormSchema.extend({ intent: z.literal("save") });

export async function action({ request }: Route.ActionArgs) {
  return recordAction(request, handle.adminAccess, newContactSchema, async ({ intent: _, ...form }, { db, actor }) => {
    const id = await saveContact(db, actor, null, form);
    return redirect(`/admin/contacts/${id}`);
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function NewContact() {
  const t = useT("admin");
  const result = useActionData<RecordActionResult>();
  return (
    <NewRecordPage title={t("actions.contact.add")} list="/admin/contacts">
      <ContactForm contact={null} result={result} submitLabel={t("actions.contact.add")} />
    </NewRecordPage>
  );
}
