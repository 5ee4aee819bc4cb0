import { leadPriorityTone, leadStatusTone, probabilityTone } from "./rules";
import { joinParts } from "~/admin-kit/format";
import { statusBadge } from "~/admin-kit/ui/badge";
import { Progress } from "~/admin-kit/ui/progress";
import { Facts } from "~/admin-kit/ui/record-card";
import type { Lead } from "./schema";
import { OwnerName } from "../staff/names";
import type { CardContent, CardTools } from "~/admin-kit/contracts";

/** A lead's or deal's chance of closing, as a bar coloured by `probabilityTone`. */
export function ProbabilityBar({
  probability,
  label,
  format,
}: {
  probability: number;
  label: string;
  format: CardTools["format"];
}) {
  const text = format.percent(probability);
  return (
    <Progress value={probability} tone={probabilityTone(probability)} label={label} valueText={text} caption={label} />
  );
}

/** A lead's status, on its card and its page. */
export const LeadStatusBadge = statusBadge(leadStatusTone, (t, status) => t(`status.lead.${status}`));

/** A lead's priority, on its card and its page. */
export const PriorityBadge = statusBadge(leadPriorityTone, (t, priority) =>
  t("leads.priorityBadge", { priority: t(`status.priority.${priority}`) }),
);

/** One lead as a card of its back-office list. */
export function leadCard(lead: Lead, { t, format }: CardTools): CardContent {
  return {
    title: lead.title,
    subtitle: joinParts(lead.contactName, lead.company),
    badges: (
      <>
        <LeadStatusBadge status={lead.status} />
        <PriorityBadge status={lead.priority} />
      </>
    ),
    body: (
      <>
        <Facts
          items={[
            [t("leads.value"), format.money(lead.value)],
            [t("leads.expectedClose"), format.date(lead.expectedCloseDate)],
            [t("leads.assignedTo"), <OwnerName id={lead.assignedTo} />],
            [t("contacts.source"), t(`source.${lead.source}`)],
          ]}
        />
        <ProbabilityBar probability={lead.probability} label={t("leads.probability")} format={format} />
      </>
    ),
  };
}
