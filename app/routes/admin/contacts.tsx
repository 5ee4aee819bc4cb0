import { Mail, Phone } from "lucide-react";
import type { Route } from "./+types/contacts";
import { contactStatusTone } from "~/domain/contact/rules";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/features/admin/format";
import { listScreenData, contactList } from "~/features/admin/lists/definitions.server";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/features/admin/ui/badge";
import { Facts } from "~/features/admin/ui/record-card";
import { contactView } from "~/features/admin/lists/views";
import { ListScreen } from "~/features/admin/ui/list-screen";

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, contactList, "contacts.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  return (
    <ListScreen
      view={contactView}
      data={loaderData}
      card={(c) => ({
        title: `${c.firstName} ${c.lastName}`,
        subtitle: joinParts(c.jobTitle, c.company),
        badges: <Badge tone={contactStatusTone[c.status]}>{t(`status.contact.${c.status}`)}</Badge>,
        body: (
          <>
            {c.email ? (
              <p className="flex items-center gap-2 text-slate-700" data-testid="record-email">
                <Mail aria-hidden="true" className="size-4 text-slate-400" />
                <a href={`mailto:${c.email}`} className="truncate hover:underline">
                  {c.email}
                </a>
              </p>
            ) : null}
            {c.phone.trim() ? (
              <p className="flex items-center gap-2 text-slate-700" data-testid="record-phone">
                <Phone aria-hidden="true" className="size-4 text-slate-400" />
                <a href={`tel:${c.phone.replace(/\s/g, "")}`} className="hover:underline">
                  {c.phone}
                </a>
              </p>
            ) : null}
            <Facts
              items={[
                [t("contacts.value"), format.money(c.value)],
                [t("contacts.lastContact"), format.date(c.lastContact)],
                [t("contacts.source"), t(`source.${c.source}`)],
              ]}
            />
            {c.notes ? <p className="text-slate-600">{c.notes}</p> : null}
          </>
        ),
      })}
    />
  );
}
