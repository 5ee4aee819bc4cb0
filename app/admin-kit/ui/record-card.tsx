import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { cn } from "~/lib/cn";
import { Badge } from "./badge";
import { LabelledValue } from "./labelled-value";
import { EmptyState } from "./panels";

/** One record of a list as a card: heading, badges, facts, and the way to its page. */
export function RecordCard({
  title,
  subtitle,
  badges,
  children,
  highlight,
  testId,
  actions = true,
  href,
  invalid,
}: {
  title: string;
  subtitle?: ReactNode;
  badges?: ReactNode;
  children: ReactNode;
  highlight?: boolean;
  testId?: string;
  actions?: boolean;
  href?: string;
  invalid?: string[];
}) {
  const t = useT("admin");
  if (invalid?.length)
    badges = (
      <>
        <Badge tone="red" testId="invalid-badge">
          {t("invalidRecord.badge")}
        </Badge>
        {badges}
      </>
    );
  return (
    <article
      data-testid={testId}
      aria-label={title}
      className={cn(
        "flex min-w-0 flex-col rounded-xl border bg-white p-5 shadow-sm",
        highlight ? "border-red-300 bg-red-50/60 ring-1 ring-red-200" : "border-slate-200",
      )}
    >
      <div className="min-w-0">
        <h2 className="font-semibold break-words text-slate-900">
          {href ? (
            <Link to={href} className="hover:underline focus-visible:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {subtitle ? <p className="text-sm break-words text-slate-600">{subtitle}</p> : null}
      </div>
      {/* Always under the heading, whatever the title's length, so every card reads the same way. */}
      {badges ? (
        <div className="mt-2 flex flex-wrap gap-1.5" data-testid="record-badges">
          {badges}
        </div>
      ) : null}
      <div className="mt-4 flex-1 space-y-3 text-sm">{children}</div>
      {actions && href ? (
        <div
          className="mt-4 flex justify-end gap-1 border-t border-slate-100 pt-3"
          role="group"
          aria-label={t("common.actionsFor", { name: title })}
        >
          <Link to={href} className={buttonClass("ghost", "sm")} aria-label={t("actions.open", { name: title })}>
            <Eye aria-hidden="true" className="size-4" />
            {t("common.view")}
          </Link>
        </div>
      ) : null}
    </article>
  );
}

/** Label/value pairs inside a record card. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
      {items.map(([label, value]) => (
        <LabelledValue key={label} label={label} overflow="truncate">
          {value}
        </LabelledValue>
      ))}
    </dl>
  );
}

/** The list's records, or "No data available". */
export function RecordGrid({ count, children, label }: { count: number; children: ReactNode; label: string }) {
  const t = useT("admin");
  if (count === 0) return <EmptyState>{t("common.noData")}</EmptyState>;
  return (
    <section aria-label={label} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
      {children}
    </section>
  );
}
