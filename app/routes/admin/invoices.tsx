import { AlertTriangle } from "lucide-react";
import type { Route } from "./+types/invoices";
import { needsAction } from "~/domain/invoice/rules";
import { invoiceStatusTone } from "~/domain/invoice/summary";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/features/admin/format";
import { listScreenData, invoiceList } from "~/features/admin/lists/definitions.server";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/features/admin/ui/badge";
import { Facts } from "~/features/admin/ui/record-card";
import { invoiceView } from "~/features/admin/lists/views";
import { ListScreen } from "~/features/admin/ui/list-screen";

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, invoiceList, "invoices.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  return (
    <ListScreen
      view={invoiceView}
      data={loaderData}
      card={(invoice) => {
        const overdue = needsAction(invoice);
        return {
          highlight: overdue,
          title: invoice.invoiceNumber,
          subtitle: invoice.clientName,
          badges: (
            <>
              <Badge tone={invoiceStatusTone[invoice.status]}>{t(`status.invoice.${invoice.status}`)}</Badge>
              {overdue ? (
                <Badge tone="red" testId="action-required">
                  <AlertTriangle aria-hidden="true" className="mr-1 size-3" />
                  {t("invoices.actionRequired")}
                </Badge>
              ) : null}
            </>
          ),
          body: (
            <>
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
            </>
          ),
        };
      }}
    />
  );
}
