import { Calendar, Mail, Phone, StickyNote, Wallet, type LucideIcon } from "lucide-react";
import type { Activity, ActivityType } from "~/admin-kit/activity/schema";
import { useLanguage, useT } from "~/i18n/language";
import { useActorName, useAdminFormat, joinParts } from "~/admin-kit/format";
import { EmptyState } from "~/admin-kit/ui/panels";
import { recordIcons } from "../shell/nav";

/** A hand-written activity's icon; a change to a record shows its kind's (the sidebar's). */
const activityIcon: Record<ActivityType, LucideIcon> = {
  ...recordIcons,
  call: Phone,
  email: Mail,
  meeting: Calendar,
  note: StickyNote,
  payment: Wallet,
};

/** Recent activity rows: what happened, to whom, by whom and when. */
export function ActivityList({ activities, testId }: { activities: Activity[]; testId?: string }) {
  const t = useT("admin");
  const actorName = useActorName();
  const { lang } = useLanguage();
  const format = useAdminFormat();
  if (activities.length === 0) return <EmptyState>{t("common.noData")}</EmptyState>;
  return (
    <ul className="divide-y divide-slate-100" data-testid={testId}>
      {activities.map((activity) => {
        const Icon = activityIcon[activity.type];
        return (
          <li key={activity.id} className="flex gap-3 py-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">{activity.title[lang]}</p>
              <p className="text-xs text-slate-600">
                {joinParts(t(`activity.${activity.type}`), activity.subject, actorName(activity.by))}
              </p>
            </div>
            <time dateTime={activity.at} className="shrink-0 text-xs text-slate-500">
              {format.dateTime(activity.at)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
