import { TrendingDown, TrendingUp } from "lucide-react";
import { useT } from "~/i18n/language";
import { cn } from "~/lib/cn";
import { useAdminFormat } from "../format";

/** "+12.5% vs previous 30 days", green up or red down; null when there is nothing to compare. */
export function TrendLine({ value }: { value: number | null }) {
  const t = useT("admin");
  const format = useAdminFormat();
  if (value === null) return <span>{t("common.trendNone")}</span>;
  const Icon = value < 0 ? TrendingDown : TrendingUp;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1",
        value < 0 ? "text-red-700" : value > 0 ? "text-emerald-700" : "text-slate-600",
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t("common.trendLabel", { value: format.trend(value) })}
    </span>
  );
}
