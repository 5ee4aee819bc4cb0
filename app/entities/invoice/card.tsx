import { AlertTriangle } from "lucide-react";
import { needsAction } from "./rules";
import { invoiceStatusTone } from "./summary";
import { Badge, statusBadge } from "~/admin-kit/ui/badge";
import { Facts } from "~/admin-kit/ui/record-card";
import type { Invoice } from "./schema";
import type { CardContent, CardTools } from "~/admin-kit/contracts";

/** An invoice's status, on its card and its page. */
export const InvoiceStatusBadge = statusBadge(invoiceStatusTone, (t, status) => t(`status.invoice.${status}`));

/** One invoice as a card of its back-office list. */
export function invoiceCard(invoice: Invoice, { t, format }: CardTools): CardContent {
  const overdue = needsAction(invoice);
  return {
    highlight: overdue,
    title: invoice.invoiceNumber,
    subtitle: invoice.clientName,
    badges: (
      <>
        <InvoiceStatusBadge status={invoice.status} />
        {overdue ? (
          <Badge tone="red" testId="action-required" icon={AlertTriangle}>
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
            [t("invoices.tax", { rate: format.number(invoice.taxRate) }), format.money(invoice.taxAmount)],
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
}
