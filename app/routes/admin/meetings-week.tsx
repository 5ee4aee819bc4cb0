import { Link } from "react-router";
import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/meetings-week";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/admin-kit/format";
import { adminMeta } from "~/features/admin/meta";
import { readAdminData } from "~/features/admin/data.server";
import { titledScreen } from "~/admin-kit/screen.server";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/admin-kit/ui/panels";
import { addDays } from "~/domain/admin/dates";
import { meetingsOfWeek, mondayOf, weekOf } from "~/entities/meeting/week.server";
import { MeetingWeek } from "~/entities/meeting/week";

export const handle = adminRoute("meetings");

export const loader = ({ request }: Route.LoaderArgs) =>
  titledScreen(request, handle.adminAccess, "meetings.week.title", async (screen) => {
    const monday = weekOf(new URL(request.url), screen.today);
    return {
      monday,
      thisWeek: mondayOf(screen.today),
      days: await readAdminData(screen.prefs.mode, (db) => meetingsOfWeek(db, monday)),
    };
  });

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

/** The meetings of a week, a column a day; plain links move a week back or on. */
export default function MeetingsWeek({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { monday, thisWeek, days } = loaderData;
  const link = (week: string) => `/admin/meetings/week?week=${week}`;
  return (
    <>
      <PageHeader
        title={t("meetings.week.heading", { date: format.date(monday) })}
        subtitle={t("meetings.subtitle")}
        actions={
          <Link to="/admin/meetings" className={buttonClass("outline", "md")}>
            {t("meetings.week.list")}
          </Link>
        }
      />
      <nav aria-label={t("meetings.week.title")} className="mb-4 flex flex-wrap gap-2">
        <Link to={link(addDays(monday, -7))} className={buttonClass("outline", "sm")}>
          {t("meetings.week.previous")}
        </Link>
        <Link
          to={link(thisWeek)}
          className={buttonClass("outline", "sm")}
          aria-current={monday === thisWeek ? "page" : undefined}
        >
          {t("meetings.week.current")}
        </Link>
        <Link to={link(addDays(monday, 7))} className={buttonClass("outline", "sm")}>
          {t("meetings.week.next")}
        </Link>
      </nav>
      <MeetingWeek days={days} />
    </>
  );
}
