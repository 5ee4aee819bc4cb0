import { Star } from "lucide-react";
import { affiliateStatusTone, ratingTone } from "./rules";
import { joinParts } from "~/admin-kit/format";
import { statusBadge } from "~/admin-kit/ui/badge";
import { Facts } from "~/admin-kit/ui/record-card";
import { toneText } from "~/admin-kit/ui/tone-classes";
import type { Affiliate } from "./schema";
import type { CardContent, CardTools } from "~/admin-kit/contracts";

/** An affiliate's status, on its card and its page. */
export const AffiliateStatusBadge = statusBadge(affiliateStatusTone, (t, status) => t(`status.affiliate.${status}`));

/** One affiliate as a card of its back-office list. */
export function affiliateCard(a: Affiliate, { t, format }: CardTools): CardContent {
  const tone = ratingTone(a.performanceRating);
  return {
    title: a.name,
    subtitle: joinParts(a.contactName, t(`category.${a.category}`)),
    badges: <AffiliateStatusBadge status={a.status} />,
    body: (
      <>
        <p className="flex items-center justify-between gap-2">
          <code className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {a.affiliateCode}
          </code>
          <span
            data-testid="rating"
            data-tone={tone}
            className={`inline-flex items-center gap-1 font-semibold ${toneText[tone]}`}
          >
            <Star aria-hidden="true" className="size-4 fill-current" />
            {t("affiliates.rating", { rating: format.number(a.performanceRating) })}
          </span>
        </p>
        <Facts
          items={[
            [t("affiliates.commissionRate"), format.percent(a.commissionRate)],
            [t("affiliates.earnings"), format.money(a.totalEarnings)],
            [t("affiliates.sales"), format.money(a.totalSales)],
            [t("affiliates.referrals"), format.number(a.referralCount)],
            [t("affiliates.joined"), format.date(a.joinDate)],
            [t("affiliates.lastSale"), a.lastSale ? format.date(a.lastSale) : t("affiliates.never")],
          ]}
        />
      </>
    ),
  };
}
