import { Mail, Phone } from "lucide-react";
import { contactStatusTone } from "./rules";
import { joinParts } from "~/admin-kit/format";
import { statusBadge } from "~/admin-kit/ui/badge";
import { Facts } from "~/admin-kit/ui/record-card";
import type { Contact } from "./schema";
import type { CardContent, CardTools } from "~/admin-kit/contracts";

/** A contact's status, on its card and its page. */
export const ContactStatusBadge = statusBadge(contactStatusTone, (t, status) => t(`status.contact.${status}`));

/** One contact as a card of its back-office list. */
export function contactCard(c: Contact, { t, format }: CardTools): CardContent {
  return {
    title: `${c.firstName} ${c.lastName}`,
    subtitle: joinParts(c.jobTitle, c.company),
    badges: <ContactStatusBadge status={c.status} />,
    body: (
      <>
        {c.email ? (
          <p className="flex items-center gap-2 text-slate-700" data-testid="record-email">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <a href={`mailto:${c.email}`} className="min-w-0 truncate hover:underline">
              {c.email}
            </a>
          </p>
        ) : null}
        {c.phone.trim() ? (
          <p className="flex items-center gap-2 text-slate-700" data-testid="record-phone">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
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
  };
}
