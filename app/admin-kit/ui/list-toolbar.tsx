import { Download } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { useCan } from "~/domain/account/auth-context";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";

export type SelectFilter = {
  name: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
};

const SEARCH_DELAY_MS = 300;

/**
 * A list's search box and selects, as a GET form: the list's state lives in the URL, so it
 * survives a reload, can be linked, and works without JavaScript (the Search button). With
 * JavaScript the list follows the typing, replacing the history entry rather than adding one.
 */
export function ListToolbar({
  query,
  placeholder,
  selects,
  resultCount,
  exportList,
  extra,
}: {
  query: string;
  placeholder: string;
  selects: SelectFilter[];
  resultCount: number;
  exportList?: string;
  /** More fields of the same form (a table's page size), given the function that sends it at once. */
  extra?: (submitNow: () => void) => ReactNode;
}) {
  const t = useT("admin");
  const mayExport = useCan("export");
  const submit = useSubmit();
  const location = useLocation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState(query);
  const searchId = useId();
  const busy = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  // Back/forward or a link changes the URL: the box follows it.
  useEffect(() => setText(query), [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submitNow = () => {
    clearTimeout(timer.current);
    if (!formRef.current) return;
    // Only the set fields go in the URL: "?q=cluj", not "?q=cluj&status=".
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(formRef.current))
      if (typeof value === "string" && value.trim() !== "") params.set(name, value);
    void submit(params, { method: "get", action: location.pathname, replace: true, preventScrollReset: true });
  };
  const submitSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(submitNow, SEARCH_DELAY_MS);
  };
  const active = query !== "" || selects.some((s) => s.value);

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={() => clearTimeout(timer.current)}
    >
      <div className="min-w-56 flex-1">
        <label htmlFor={searchId} className="mb-1 block text-xs font-semibold text-slate-600">
          {t("common.searchLabel")}
        </label>
        <input
          id={searchId}
          type="search"
          name="q"
          value={text}
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            submitSoon();
          }}
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </div>
      {selects.map((select) => (
        <div key={select.name}>
          <label htmlFor={`${searchId}-${select.name}`} className="mb-1 block text-xs font-semibold text-slate-600">
            {select.label}
          </label>
          <select
            id={`${searchId}-${select.name}`}
            name={select.name}
            defaultValue={select.value ?? ""}
            key={select.value ?? ""}
            onChange={submitNow}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <option value="">{select.allLabel}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {extra?.(submitNow)}
      <button type="submit" className={buttonClass("primary", "md")}>
        {t("common.apply")}
      </button>
      {active ? (
        <Link to={location.pathname} replace className={buttonClass("ghost", "md")}>
          {t("common.clearSearch")}
        </Link>
      ) : null}
      {exportList && mayExport ? (
        // The same filters, every page, as a file (a plain link: the browser downloads it).
        <span className="ml-auto flex flex-wrap gap-2">
          {(["csv", "xlsx"] as const).map((format) => {
            const search = location.search.replace(/([?&])page=\d+&?/, "$1").replace(/[?&]$/, "");
            const query = format === "csv" ? search : `${search}${search ? "&" : "?"}format=xlsx`;
            return (
              <a
                key={format}
                href={`/admin/export/${exportList}${query}`}
                download
                className={buttonClass("outline", "md")}
              >
                <Download aria-hidden="true" className="size-4" />
                {t(format === "csv" ? "common.exportCsv" : "common.exportXlsx")}
              </a>
            );
          })}
        </span>
      ) : null}
      <p className="w-full text-xs text-slate-600" role="status" aria-live="polite" aria-busy={busy}>
        {t("common.results", { count: resultCount })}
      </p>
    </Form>
  );
}
