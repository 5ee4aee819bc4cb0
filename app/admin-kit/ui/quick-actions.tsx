import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useMayPost } from "../records/record-ui";
import type { AdminScreenName } from "~/domain/account/permissions";

/**
 * A panel's shortcut: its icon and label, and the page it opens: the form that adds a record of the
 * screen it `creates`, or a page of a `screen`. A form of a screen the administrator may not post
 * is left out; a page without a screen (a report) is for whoever reads the panel.
 */
export type QuickAction = { icon: LucideIcon; label: string } & (
  | { creates: AdminScreenName; href?: undefined; screen?: undefined }
  | { href: string; screen?: AdminScreenName; creates?: undefined }
);

/** Where a shortcut leads and the screen whose forms it needs. */
const target = ({ creates, href, screen }: QuickAction): { href: string; screen?: AdminScreenName } =>
  creates ? { href: `/admin/${creates}/new`, screen: creates } : { href: href ?? "", screen };

/** The quick actions of the dashboard, CRM and ERP panels, laid out by `className`, each button by `itemClassName`. */
export function QuickActions({
  actions,
  className,
  itemClassName,
}: {
  actions: readonly QuickAction[];
  className: string;
  itemClassName?: string;
}) {
  const mayPost = useMayPost();
  return (
    <div className={className}>
      {actions
        .map((action) => ({ ...action, ...target(action) }))
        .filter(({ screen }) => !screen || mayPost(screen))
        .map(({ icon: Icon, label, href }) => {
          const content = (
            <>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </>
          );
          return (
            <Link key={label} to={href} className={buttonClass("outline", "sm", itemClassName)}>
              {content}
            </Link>
          );
        })}
    </div>
  );
}
