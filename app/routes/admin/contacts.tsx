import { Mail, Phone, Plus } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { Route } from "./+types/contacts";
import { contactStatusTone } from "~/domain/contact/rules";
import { contactStatuses } from "~/domain/contact/schema";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/features/admin/format";
import { loadList, contactList } from "~/features/admin/lists.server";
import { Pager } from "~/features/admin/ui/pager";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { MayChange } from "~/features/admin/live/record-ui";
import { Badge } from "~/features/admin/ui/badge";
import { PageHeader, StatCard, StatGrid } from "~/features/admin/ui/card";
import { ListToolbar } from "~/features/admin/ui/list-toolbar";
import { Facts, RecordCard, RecordGrid } from "~/features/admin/ui/record-card";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  const list = await loadList(screen, request, contactList);
  return {
    title: adminTitle(screen, "contacts.title"),
    query: list.query,
    cards: list.cards,
    contacts: list.rows,
    paging: { matching: list.matching, page: list.page, pageCount: list.pageCount },
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { query, cards, contacts, paging } = loaderData;
  return (
    <>
      <PageHeader
        title={t("contacts.title")}
        subtitle={t("contacts.subtitle")}
        actions={
          <MayChange>
            <Link to="/admin/contacts/new" className={buttonClass("primary", "md")}>
              <Plus aria-hidden="true" className="size-4" />
              {t("contacts.add")}
            </Link>
          </MayChange>
        }
      />
      <StatGrid label={t("contacts.title")}>
        <StatCard testId="card-total" label={t("contacts.cards.total")} value={format.number(cards.total)} />
        <StatCard
          testId="card-activeCustomers"
          label={t("contacts.cards.activeCustomers")}
          value={format.number(cards.activeCustomers)}
        />
        <StatCard testId="card-hotLeads" label={t("contacts.cards.hotLeads")} value={format.number(cards.hotLeads)} />
        <StatCard
          testId="card-totalValue"
          label={t("contacts.cards.totalValue")}
          value={format.money(cards.totalValue)}
        />
      </StatGrid>
      <div className="mt-6">
        <ListToolbar
          query={query.q}
          placeholder={t("contacts.searchPlaceholder")}
          resultCount={paging.matching}
          exportList="contacts"
          selects={[
            {
              name: "status",
              label: t("contacts.status"),
              allLabel: t("contacts.allStatuses"),
              value: query.status,
              options: contactStatuses.map((s) => ({ value: s, label: t(`status.contact.${s}`) })),
            },
          ]}
        />
        <RecordGrid count={contacts.length} label={t("contacts.title")}>
          {contacts.map((c) => (
            <RecordCard
              key={c.id}
              invalid={c.invalidFields}
              href={`/admin/contacts/${c.id}`}
              testId="record"
              title={`${c.firstName} ${c.lastName}`}
              subtitle={joinParts(c.jobTitle, c.company)}
              badges={<Badge tone={contactStatusTone[c.status]}>{t(`status.contact.${c.status}`)}</Badge>}
            >
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
            </RecordCard>
          ))}
        </RecordGrid>
        <Pager {...paging} />
      </div>
    </>
  );
}
