import { Trophy } from "lucide-react";
import { isOpen, isWon, opportunityStageTone } from "./rules";
import { ProbabilityBar } from "~/entities/lead/card";
import { joinParts } from "~/admin-kit/format";
import { Badge, statusBadge } from "~/admin-kit/ui/badge";
import { Facts } from "~/admin-kit/ui/record-card";
import type { Opportunity } from "./schema";
import { OwnerName } from "../staff/names";
import type { CardContent, CardTools } from "~/admin-kit/contracts";

/** An opportunity's stage, on its card and its page. */
export const StageBadge = statusBadge(opportunityStageTone, (t, stage) => t(`status.stage.${stage}`));

/** One opportunity as a card of its back-office list. */
export function opportunityCard(o: Opportunity, { t, format }: CardTools): CardContent {
  const won = isWon(o);
  return {
    title: o.name,
    subtitle: joinParts(o.contactName, o.company),
    badges: (
      <>
        <StageBadge status={o.stage} />
        {won ? (
          <Badge tone="green" testId="won-badge" icon={Trophy}>
            {t("opportunities.won")}
          </Badge>
        ) : null}
      </>
    ),
    body: (
      <>
        <Facts
          items={[
            [won ? t("opportunities.wonValueLabel") : t("opportunities.potentialValue"), format.money(o.value)],
            won
              ? [t("opportunities.won"), format.date(o.wonDate)]
              : [t("opportunities.closeDate"), format.date(o.closeDate)],
            [t("leads.assignedTo"), <OwnerName id={o.assignedTo} />],
            [t("opportunities.lead"), o.leadId],
          ]}
        />
        {o.nextStep ? (
          <p className="text-slate-700">
            <span className="font-semibold text-slate-900">{t("opportunities.nextStep")}: </span>
            {o.nextStep}
          </p>
        ) : null}
        {isOpen(o) ? (
          <ProbabilityBar probability={o.probability} label={t("opportunities.probability")} format={format} />
        ) : null}
      </>
    ),
  };
}
