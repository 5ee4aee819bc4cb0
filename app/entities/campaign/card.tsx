import { budgetProgress, campaignStatusTone } from "./rules";
import { statusBadge } from "~/admin-kit/ui/badge";
import { Progress } from "~/admin-kit/ui/progress";
import { Facts } from "~/admin-kit/ui/record-card";
import type { Campaign } from "./schema";
import type { CardContent, CardTools } from "~/admin-kit/contracts";

/** A campaign's status, on its card and its page. */
export const CampaignStatusBadge = statusBadge(campaignStatusTone, (t, status) => t(`status.campaign.${status}`));

/** One campaign as a card of its back-office list. */
export function campaignCard(c: Campaign, { t, format }: CardTools): CardContent {
  const progress = budgetProgress(c);
  return {
    title: c.name,
    subtitle: c.platform,
    badges: <CampaignStatusBadge status={c.status} />,
    body: (
      <>
        <p className="text-slate-700">{c.description}</p>
        <Progress
          value={progress}
          tone={progress >= 100 ? "red" : "blue"}
          label={t("campaigns.budgetUsed")}
          valueText={format.percent(progress)}
          caption={t("campaigns.spent", { spent: format.money(c.spent), budget: format.money(c.budget) })}
        />
        <Facts
          items={[
            [t("campaigns.reach"), format.number(c.reach)],
            [t("campaigns.engagement"), format.percent(c.engagement)],
            [t("campaigns.clicks"), format.number(c.clicks)],
            [t("campaigns.conversions"), format.number(c.conversions)],
            [t("campaigns.scheduled"), format.date(c.scheduledDate)],
          ]}
        />
      </>
    ),
  };
}
