import { Badge, statusBadge } from "~/admin-kit/ui/badge";
import { Facts } from "~/admin-kit/ui/record-card";
import type { CardContent, CardTools } from "~/admin-kit/contracts";
import { underWarranty, visitState, visitTone } from "./rules";
import type { Installation } from "./schema";

/** Where an installation's maintenance visits stand, on its card and its page. */
export const VisitBadge = statusBadge(visitTone, (t, visit) => t(`installations.visit.${visit}`));

/** One installation as a card of its back-office list (the list's day decides the warranty and the visit's state). */
export function installationCard(i: Installation, { t, format, today }: CardTools): CardContent {
  return {
    title: i.customer,
    subtitle: t(`systemType.${i.systemType}`),
    badges: (
      <>
        <VisitBadge status={visitState(i, today)} />
        {underWarranty(i, today) ? <Badge tone="blue">{t("installations.underWarranty")}</Badge> : null}
      </>
    ),
    body: (
      <>
        <p className="whitespace-pre-line text-slate-700">{i.siteAddress}</p>
        <Facts
          items={[
            [t("installations.spaces"), format.number(i.spaces)],
            [t("installations.handover"), format.date(i.handoverDate)],
            [t("installations.warrantyEnd"), format.date(i.warrantyEnd)],
            [t("installations.nextVisit"), i.nextVisit ? format.date(i.nextVisit) : t("installations.noVisit")],
          ]}
        />
      </>
    ),
  };
}
