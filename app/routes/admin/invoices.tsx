import { AlertTriangle, Plus } from "lucide-react";
import type { Route } from "./+types/invoices";
import { needsAction } from "~/domain/invoice/rules";
import { invoicePeriods, invoiceStatusTone } from "~/domain/invoice/summary";
import { invoiceStatuses } from "~/domain/invoice/schema";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/features/admin/format";
import { loadList, invoiceList } from "~/features/admin/lists.server";
import { Pager } from "~/features/admin/ui/pager";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/features/admin/screen.server";
import { Badge } from "~/features/admin/ui/badge";
import { PageHeader, StatCard, StatGrid } from "~/features/admin/ui/card";
import { InertButton } from "~/features/admin/ui/inert-button";
import { ListToolbar } from "~/features/admin/ui/list-toolbar";
import { Facts, RecordCard, RecordGrid } from "~/features/admin/ui/record-card";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request);
  const list = await loadList(screen, request, invoiceList);
  return {
    title: adminTitle(screen, "invoices.title"),
    query: list.query,
    cards: list.cards,
    invoices: list.rows,
    paging: { matching: list.matching, page: list.page, pageCount: list.pageCount },
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { query, cards, invoices, paging } = loaderData;
  return (
    <>
      <PageHeader
        title={t("invoices.title")}
        subtitle={t("invoices.subtitle")}
        actions={
          <InertButton variant="primary">
            <Plus aria-hidden="true" className="size-4" />
            {t("invoices.create")}
          </InertButton>
        }
      />
      <StatGrid label={t("invoices.title")}>
        <StatCard testId="card-paidTotal" label={t("invoices.cards.paidTotal")} value={format.money(cards.paidTotal)} />
        <StatCard
          testId="card-pendingTotal"
          label={t("invoices.cards.pendingTotal")}
          value={format.money(cards.pendingTotal)}
        />
        <StatCard
          testId="card-overdueTotal"
          label={t("invoices.cards.overdueTotal")}
          value={format.money(cards.overdueTotal)}
        />
        <StatCard testId="card-count" label={t("invoices.cards.count")} value={format.number(cards.count)} />
      </StatGrid>
      <div className="mt-6">
        <ListToolbar
          query={query.q}
          placeholder={t("invoices.searchPlaceholder")}
          resultCount={paging.matching}
          exportList="invoices"
          selects={[
            {
              name: "status",
              label: t("invoices.status"),
              allLabel: t("invoices.allStatuses"),
              value: query.status,
              options: invoiceStatuses.map((s) => ({ value: s, label: t(`status.invoice.${s}`) })),
            },
            {
              name: "period",
              label: t("invoices.period"),
              allLabel: t("invoices.periods.all"),
              value: query.period,
              options: invoicePeriods.map((p) => ({ value: p, label: t(`invoices.periods.${p}`) })),
            },
          ]}
        />
        <RecordGrid count={invoices.length} label={t("invoices.title")}>
          {invoices.map((invoice) => {
            const overdue = needsAction(invoice);
            return (
              <RecordCard
                key={invoice.id}
                invalid={invoice.invalidFields}
                href={`/admin/invoices/${invoice.id}`}
                testId="record"
                highlight={overdue}
                title={invoice.invoiceNumber}
                subtitle={invoice.clientName}
                badges={
                  <>
                    <Badge tone={invoiceStatusTone[invoice.status]}>{t(`status.invoice.${invoice.status}`)}</Badge>
                    {overdue ? (
                      <Badge tone="red" testId="action-required">
                        <AlertTriangle aria-hidden="true" className="mr-1 size-3" />
                        {t("invoices.actionRequired")}
                      </Badge>
                    ) : null}
                  </>
                }
              >
                <p className="text-slate-700">{invoice.description}</p>
                <Facts
                  items={[
                    [t("invoices.subtotal"), format.money(invoice.amount)],
                    [t("invoices.tax"), format.money(invoice.taxAmount)],
                    [t("invoices.total"), <strong key="total">{format.money(invoice.totalAmount)}</strong>],
                    [t("invoices.issued"), format.date(invoice.issueDate)],
                    [
                      t("invoices.due"),
                      <span key="due" className={overdue ? "text-red-700" : undefined}>
                        {format.date(invoice.dueDate)}
                      </span>,
                    ],
                    invoice.paidDate
                      ? [t("invoices.paid"), format.date(invoice.paidDate)]
                      : [t("invoices.itemsLabel"), format.number(invoice.items.length)],
                  ]}
                />
              </RecordCard>
            );
          })}
        </RecordGrid>
        <Pager {...paging} />
      </div>
    </>
  );
}
