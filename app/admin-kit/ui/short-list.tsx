import type { ReactNode } from "react";
import { useT } from "~/i18n/language";
import { EmptyState } from "./panels";

/** One row of a panel's short list: title and detail on the left, figure and badge on the right. */
export type ShortRow = { key: string; title: string; detail: string; figure: string; badge: ReactNode };

/** A panel's short list of records (recent invoices, partners, contacts), or "No data available". */
export function ShortList<T>({ items, row }: { items: readonly T[]; row: (item: T) => ShortRow }) {
  const t = useT("admin");
  if (items.length === 0) return <EmptyState>{t("common.noData")}</EmptyState>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map(row).map(({ key, title, detail, figure, badge }) => (
        <li key={key} className="flex items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-slate-900">{title}</p>
            <p className="truncate text-xs text-slate-600">{detail}</p>
          </div>
          <div className="shrink-0 text-right">
            <p className="text-sm font-semibold text-slate-900">{figure}</p>
            {badge}
          </div>
        </li>
      ))}
    </ul>
  );
}
