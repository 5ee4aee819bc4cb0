import { CreditCard } from "lucide-react";
import type { Route } from "./+types/commissions";
import { canProcessPayment, commissionStatusTone } from "~/domain/commission/rules";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/features/admin/format";
import { listScreenData, commissionList } from "~/features/admin/lists/definitions.server";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/features/admin/ui/badge";
import { InertButton } from "~/features/admin/ui/inert-button";
import { Facts } from "~/features/admin/ui/record-card";
import { commissionView } from "~/features/admin/lists/views";
import { ListScreen } from "~/features/admin/ui/list-screen";

export async function loader({ request }: Route.LoaderArgs) {
  return listScreenData(request, commissionList, "commissions.title");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function Commissions({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  return (
    <ListScreen
      view={commissionView}
      data={loaderData}
      card={(c) => ({
        actions: false,
        title: c.affiliateName,
        subtitle: `${c.affiliateCode} · ${t("commissions.invoice")} ${c.invoiceNumber}`,
        badges: <Badge tone={commissionStatusTone[c.status]}>{t(`status.commission.${c.status}`)}</Badge>,
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
            {canProcessPayment(c) ? (
              <InertButton variant="primary" className="w-full">
                <CreditCard aria-hidden="true" className="size-4" />
                {t("commissions.processPayment")}
              </InertButton>
            ) : null}
          </>
        ),
      })}
    />
  );
}
