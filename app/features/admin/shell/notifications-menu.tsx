import { Bell } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useLanguage, useT } from "~/i18n/language";
import { useDismiss } from "~/lib/use-dismiss";
import { useAdminFormat } from "~/admin-kit/format";
import type { Notifications } from "../notifications.server";

/**
 * The top bar's bell: how many quote requests, contact messages and overdue invoices arrived since
 * this administrator last marked them read, and the newest of them, each opening its record.
 * "Mark all as read" works with and without JavaScript.
 */
export function NotificationsMenu({ className }: { className: string }) {
  const t = useT("admin");
  const { lang } = useLanguage();
  const format = useAdminFormat();
  const location = useLocation();
  const layout = useRouteLoaderData<{ notifications?: Notifications }>("routes/admin/layout");
  const marking = useFetcher<{ ok: boolean }>({ key: "notifications-read" });
  const [open, setOpen] = useState(false);
  // Set once hydrated: a post without it (no JavaScript) is sent back to the page it came from.
  const [scripted, setScripted] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    setScripted(true);
    // Opened before the page was hydrated (its toggle event then had no listener): follow it.
    if (ref.current?.open) setOpen(true);
  }, []);
  const button = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, button);
  const { unread, items } = layout?.notifications ?? { unread: 0, items: [] };
  // Marked read in this page: no badge until the layout's count is read again.
  const shownUnread = marking.state !== "idle" || marking.data?.ok ? 0 : unread;
  const label = shownUnread ? t("shell.notificationsUnread", { count: shownUnread }) : t("shell.notifications");
  // A <details>: it opens and closes without JavaScript too; with it, Escape and a click outside close it.
  return (
    <details ref={ref} className="relative" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        ref={button}
        className={`${className} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        aria-label={label}
        data-testid="notifications"
      >
        <Bell aria-hidden="true" className="size-5" />
        {shownUnread ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
            data-testid="notifications-count"
          >
            {shownUnread > 99 ? "99+" : shownUnread}
          </span>
        ) : null}
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
        <p className="px-2 py-1 text-sm font-semibold text-slate-900">{t("shell.notifications")}</p>
        {items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-slate-600">{t("shell.noNotificationsYet")}</p>
        ) : (
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.openHref}
                  onClick={close}
                  className="block rounded-md px-2 py-2 text-sm hover:bg-slate-50"
                  data-testid="notification"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="min-w-0 truncate font-medium text-slate-900">{item.title}</span>
                    {item.unread && shownUnread ? (
                      <span className="shrink-0 rounded bg-red-50 px-1.5 text-xs font-semibold text-red-700">
                        {t("shell.unreadMark")}
                      </span>
                    ) : null}
                  </span>
                  <span className="block text-slate-600">{item.text[lang]}</span>
                  <span className="block text-xs text-slate-500">{format.dateTime(item.at)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {shownUnread ? (
          <marking.Form method="post" action="/admin/notifications" className="border-t border-slate-100 pt-2">
            <input type="hidden" name="from" value={`${location.pathname}${location.search}`} />
            {scripted ? <input type="hidden" name="js" value="1" /> : null}
            <button type="submit" className={buttonClass("ghost", "sm", "w-full")}>
              {t("shell.markAllRead")}
            </button>
          </marking.Form>
        ) : null}
      </div>
    </details>
  );
}
