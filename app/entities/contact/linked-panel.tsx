import type { ReactNode } from "react";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/admin-kit/format";
import { RecordLink } from "~/admin-kit/records/record-ui";
import { Panel } from "~/admin-kit/ui/panels";
import type { AdminScreenName } from "~/domain/account/permissions";
import { LeadStatusBadge } from "../lead/card";
import { StageBadge } from "../opportunity/card";
import { InvoiceStatusBadge } from "../invoice/card";
import type { LinkedRecords } from "./linked.server";
import { TaskStatusBadge } from "../task/card";

type LinkedRow = { id: string; name: string; figure: string; badge?: ReactNode };

/** One kind of record linked to the contact: its heading and each record's link, figure and badge. */
function LinkedList({ title, screen, rows }: { title: string; screen: AdminScreenName; rows: LinkedRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-label={title} data-testid={`linked-${screen}`}>
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <ul className="mt-1 divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
            <span className="min-w-0 break-words">
              <RecordLink screen={screen} id={row.id}>
                {row.name}
              </RecordLink>
            </span>
            <span className="flex items-center gap-2 text-slate-700">
              {row.figure}
              {row.badge}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A contact's leads, opportunities, installations, invoices and tasks (`linkedToContact`), each linking to
 * its page; a kind with none is left out, and a contact with none says so.
 */
export function LinkedRecordsPanel({ linked }: { linked: LinkedRecords }) {
  const t = useT("admin");
  const format = useAdminFormat();
  const money = (amount: number | null) => (amount === null ? "" : format.money(amount));
  const row = (id: string, name: string, figure: string, badge?: ReactNode): LinkedRow => ({ id, name, figure, badge });
  const leads = linked.leads.map((l) => row(l.id, l.title, money(l.value), <LeadStatusBadge status={l.status} />));
  const deals = linked.opportunities.map((o) => row(o.id, o.name, money(o.value), <StageBadge status={o.stage} />));
  const systems = linked.installations.map((i) =>
    row(i.id, `${i.customer} · ${t(`systemType.${i.systemType}`)}`, `${t("installations.spaces")}: ${i.spaces}`),
  );
  const invoices = linked.invoices.map((i) =>
    row(i.id, i.invoiceNumber, money(i.totalAmount), <InvoiceStatusBadge status={i.status} />),
  );
  const tasks = linked.tasks.map((task) =>
    row(task.id, task.title, format.dateTime(task.dueAt), <TaskStatusBadge status={task.status} />),
  );
  const lists: { title: string; screen: AdminScreenName; rows: LinkedRow[] }[] = [
    { title: t("leads.title"), screen: "leads", rows: leads },
    { title: t("opportunities.title"), screen: "opportunities", rows: deals },
    { title: t("installations.title"), screen: "installations", rows: systems },
    { title: t("invoices.title"), screen: "invoices", rows: invoices },
    { title: t("tasks.title"), screen: "tasks", rows: tasks },
  ];
  const any = lists.some((list) => list.rows.length > 0);
  return (
    <Panel title={t("actions.contact.linked")}>
      <p className="text-xs text-slate-600">{t("actions.contact.linkedHint")}</p>
      {any ? (
        <div className="mt-3 space-y-4" data-testid="linked-records">
          {lists.map((list) => (
            <LinkedList key={list.screen} {...list} />
          ))}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t("actions.contact.noLinked")}</p>
      )}
    </Panel>
  );
}
