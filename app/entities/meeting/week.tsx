import { Link } from "react-router";
import { useAdminFormat } from "~/admin-kit/format";
import { useT } from "~/i18n/language";
import { MeetingStatusBadge } from "./card";
import type { Meeting } from "./schema";

/**
 * A week of meetings, a column a day (stacked on a phone, seven across on a wide screen): each
 * meeting's time, subject (its page), place and status.
 */
export function MeetingWeek({ days }: { days: { day: string; meetings: Meeting[] }[] }) {
  const t = useT("admin");
  const format = useAdminFormat();
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7" data-testid="meeting-week">
      {days.map(({ day, meetings }) => (
        <li key={day} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <h2 className="text-sm font-semibold text-slate-900">{format.weekday(day)}</h2>
          {meetings.length ? (
            <ul className="mt-2 space-y-2">
              {meetings.map((m) => (
                <li key={m.id} className="rounded-lg border border-slate-100 p-2 text-sm" data-testid="week-meeting">
                  <p className="text-xs font-semibold text-slate-700">
                    {format.time(m.startsAt)}–{format.time(m.endsAt)}
                  </p>
                  <Link
                    to={`/admin/meetings/${m.id}`}
                    className={`font-medium break-words text-brand-700 hover:underline ${m.status === "Cancelled" ? "line-through" : ""}`}
                  >
                    {m.title}
                  </Link>
                  {m.location ? <p className="text-xs break-words text-slate-600">{m.location}</p> : null}
                  {m.status === "Cancelled" ? <MeetingStatusBadge status={m.status} /> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-xs text-slate-500">{t("meetings.week.none")}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
