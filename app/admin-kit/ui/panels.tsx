import type { ReactNode } from "react";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "../format";
import { cn } from "~/lib/cn";

/** A white panel with an optional heading, the building block of every admin screen. */
export function Panel({
  title,
  action,
  children,
  className,
  labelledBy,
}: {
  title?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    // min-w-0: in a grid, a panel takes its column's width, and long lines inside it truncate
    // instead of widening the page.
    <section
      aria-labelledby={labelledBy}
      className={cn("min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm", className)}
    >
      {title ? (
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id={labelledBy} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A summary figure: label, value and an optional line under it (trend, hint). */
export function StatCard({
  label,
  value,
  footer,
  icon,
  testId,
}: {
  label: string;
  value: string;
  footer?: ReactNode;
  icon?: ReactNode;
  testId?: string;
}) {
  return (
    <div data-testid={testId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {icon ? (
          <span aria-hidden="true" className="text-slate-400">
            {icon}
          </span>
        ) : null}
      </div>
      <p
        className="mt-2 text-xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 xl:text-2xl"
        data-testid={testId ? `${testId}-value` : undefined}
      >
        {value}
      </p>
      {footer ? <div className="mt-1 text-xs text-slate-600">{footer}</div> : null}
    </div>
  );
}

export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A summary row's cards: each figure's name (its label key and test id `card-<name>`) and how it is written. */
export type CardSpecs = Readonly<Record<string, "number" | "money" | "percent">>;

/**
 * A screen's row of summary figures from its specs: each card's label is `<labels>.<name>`, its
 * value the figure of its field, written as the spec says.
 */
export function StatCards({
  label,
  labels,
  specs,
  figures,
  footers = {},
}: {
  label: string;
  labels: string;
  specs: CardSpecs;
  figures: Readonly<Record<string, number>>;
  /** A line under some cards, by name (what a figure counts). */
  footers?: Readonly<Record<string, ReactNode>>;
}) {
  const typed = useT("admin");
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a composed key is a string, not one of the literal key types; lists/views.test.ts and the screens' tests check them
  const t = typed as unknown as (key: string) => string;
  const format = useAdminFormat();
  return (
    <StatGrid label={label}>
      {Object.entries(specs).map(([name, style]) => (
        <StatCard
          key={name}
          testId={`card-${name}`}
          label={t(`${labels}.${name}`)}
          value={format[style](figures[name] ?? 0)}
          footer={footers[name]}
        />
      ))}
    </StatGrid>
  );
}
