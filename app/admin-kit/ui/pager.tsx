import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";

/** The same list, search and filters on another page: `?q=cluj&page=3`. */
function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** Previous and next page of a list, shown only when the matching records fill more than one page. */
export function Pager({ page, pageCount }: { page: number; pageCount: number; matching: number }) {
  const t = useT("admin");
  const { search } = useLocation();
  if (pageCount <= 1 && page <= 1) return null;
  const link = buttonClass("outline", "sm");
  return (
    <nav aria-label={t("common.pages")} className="mt-6 flex items-center justify-between gap-3 text-sm text-slate-700">
      {page > 1 ? (
        <Link to={pageHref(search, Math.min(page - 1, pageCount))} className={link} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t("common.previousPage")}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t("common.pageOf", { page, pageCount })}</span>
      {page < pageCount ? (
        <Link to={pageHref(search, page + 1)} className={link} rel="next">
          {t("common.nextPage")}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
