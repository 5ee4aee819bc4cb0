import { canProcessPayment, commissionStatusTone } from "./rules";
import { statusBadge } from "~/admin-kit/ui/badge";
import { ProcessPaymentForm } from "./pay-form";
import { Facts } from "~/admin-kit/ui/record-card";
import type { Commission } from "./schema";
import type { CardContent, CardTools } from "~/admin-kit/contracts";

/** A commission's status, on its card. */
const CommissionStatusBadge = statusBadge(commissionStatusTone, (t, status) => t(`status.commission.${status}`));

/** One commission as a card of its back-office list. */
export function commissionCard(c: Commission, { t, format }: CardTools): CardContent {
  return {
    actions: false,
    title: c.affiliateName,
    subtitle: c.invoiceNumber ? `${c.affiliateCode} · ${t("commissions.invoice")} ${c.invoiceNumber}` : c.affiliateCode,
    badges: <CommissionStatusBadge status={c.status} />,
    body: (
      <>
        <p className="text-slate-700">{c.description}</p>
        <Facts
          items={[
            [t("commissions.sale"), format.money(c.saleAmount)],
            [t("commissions.rate"), format.percent(c.commissionRate)],
            [t("commissions.amount"), <strong key="amount">{format.money(c.commissionAmount)}</strong>],
            c.paidDate
              ? [t("commissions.paidOn"), format.date(c.paidDate)]
              : [t("commissions.created"), format.date(c.createdAt)],
          ]}
        />
        {c.paymentReference ? (
          <p className="text-xs text-slate-600">
            {t("commissions.paymentReference")}: {c.paymentReference}
          </p>
        ) : null}
        <ProcessPaymentForm id={c.id} pending={canProcessPayment(c)} amount={c.commissionAmount} />
      </>
    ),
  };
}
