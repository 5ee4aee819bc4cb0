import { ArrowDown, ArrowUp, ArrowUpDown, LayoutGrid, Table2, X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { EMPTY, type AdminFormat } from "../format";
import { useActionErrorText } from "../records/record-ui";
import type {
  BulkOperation,
  ListOwners,
  ListScreenData,
  RecordActionResult,
  TableColumn,
  TableSpec,
  TableState,
} from "../contracts";

/** A button that deletes: outlined in red. */
const DANGER = "border-red-300 text-red-800 hover:bg-red-50";

/** A translator of composed keys (`columns.<field>`, `<option>.<value>`). */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The list's address with some of its parameters changed (`null` removes one): any change of
 * what is shown starts again on the first page.
 */
export function changedSearch(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** The URL parameters the table's state sets, as hidden inputs of a GET form that sets the others. */
export function tableParams(state: TableState, spec: TableSpec): Record<string, string> {
  const defaults = spec.columns.slice(0, spec.shown).map((column) => column.field);
  return {
    ...(state.layout === "table" && { layout: "table" }),
    ...(state.sort && { sort: state.sort, dir: state.dir }),
    ...(state.columns.join(",") !== defaults.join(",") && { cols: state.columns.join(",") }),
  };
}

/** Cards or table: two links that keep everything else of the list (a phone always shows cards). */
export function LayoutSwitch({ layout, t }: { layout: TableState["layout"]; t: Translate }) {
  const { search } = useLocation();
  const options = [
    { value: "cards", label: t("table.cards"), icon: LayoutGrid, change: null },
    { value: "table", label: t("table.table"), icon: Table2, change: "table" },
  ] as const;
  return (
    <nav
      aria-label={t("table.layout")}
      className="hidden gap-1 rounded-lg border border-slate-200 bg-white p-1 md:flex"
    >
      {options.map(({ value, label, icon: Icon, change }) => (
        <Link
          key={value}
          to={changedSearch(search, { layout: change })}
          aria-current={layout === value ? "page" : undefined}
          className={`${buttonClass(layout === value ? "primary" : "ghost", "sm")}`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** A cell's text: the record's field as its column writes it. */
function cellText(
  column: TableColumn,
  value: unknown,
  tools: { t: Translate; format: AdminFormat; owners?: ListOwners },
): string {
  const { t, format, owners } = tools;
  if (column.format === "owner") return owners ? owners.name(typeof value === "string" ? value : null) : EMPTY;
  if (value === null || value === undefined || value === "") return EMPTY;
  if (typeof value === "number") {
    if (column.format === "money") return format.money(value);
    if (column.format === "percent") return format.percent(value);
    return format.number(value);
  }
  // A table's columns are its records' plain fields: text, days and moments as text.
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (column.format === "date") return format.date(text);
  if (column.format === "moment") return format.dateTime(text);
  if (column.format === "coded" && column.option) return t(`${column.option}.${text}`);
  return text;
}

/**
 * A list's records as a table: a sticky header whose sortable headings are links (the sort is the
 * URL's and the database's), the chosen columns, the first one linking to the record's page, and
 * a checkbox a row (posted with the bulk form `formId`) where the administrator may change them.
 */
export function RecordTable<R extends { id: string }>({
  spec,
  state,
  rows,
  recordPath,
  caption,
  tools,
  selection,
}: {
  spec: TableSpec;
  state: TableState;
  rows: R[];
  recordPath?: string;
  caption: string;
  tools: { t: Translate; format: AdminFormat; owners?: ListOwners };
  selection?: { formId: string; selected: readonly string[]; onChange: (ids: string[]) => void };
}) {
  const { t } = tools;
  const { search } = useLocation();
  const columns = state.columns
    .map((field) => spec.columns.find((column) => column.field === field))
    .filter((column): column is TableColumn => column !== undefined);
  const pageIds = rows.map((row) => row.id);
  const allChecked =
    selection !== undefined && pageIds.length > 0 && pageIds.every((id) => selection.selected.includes(id));
  const sortHref = (field: string) => {
    const dir = state.sort === field && state.dir === "asc" ? "desc" : "asc";
    return changedSearch(search, { sort: field, dir });
  };
  const label = (row: R) => {
    const first = columns[0];
    return first ? cellText(first, Reflect.get(row, first.field), tools) : row.id;
  };
  return (
    <div
      className="max-h-[75vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="record-table"
    >
      <table className="min-w-full border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="sticky top-0 z-10 w-10 border-b border-slate-200 bg-slate-50 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t("table.selectPage")}
                  checked={allChecked}
                  onChange={(event) =>
                    selection.onChange(
                      event.target.checked
                        ? [...new Set([...selection.selected, ...pageIds])]
                        : selection.selected.filter((id) => !pageIds.includes(id)),
                    )
                  }
                  className="size-4 accent-brand-700"
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const heading = t(`columns.${column.field}`);
              const sorted = state.sort === column.field ? state.dir : undefined;
              const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={column.field}
                  scope="col"
                  aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold whitespace-nowrap text-slate-700"
                >
                  {column.sortable === false ? (
                    heading
                  ) : (
                    <Link
                      to={sortHref(column.field)}
                      preventScrollReset
                      className="inline-flex items-center gap-1 rounded hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                      aria-label={t(sorted === "asc" ? "table.sortDescending" : "table.sortAscending", {
                        column: heading,
                      })}
                    >
                      {heading}
                      <Icon aria-hidden="true" className={`size-3.5 ${sorted ? "text-brand-700" : "text-slate-400"}`} />
                    </Link>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (selection ? 1 : 0)} className="px-3 py-8 text-center text-slate-600">
                {t("table.empty")}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.id} className="even:bg-slate-50/60 hover:bg-brand-50/40" data-testid="table-row">
              {selection ? (
                <td className="border-b border-slate-100 px-3 py-2">
                  <input
                    type="checkbox"
                    name="ids"
                    value={row.id}
                    form={selection.formId}
                    aria-label={t("table.selectRow", { name: label(row) })}
                    checked={selection.selected.includes(row.id)}
                    onChange={(event) =>
                      selection.onChange(
                        event.target.checked
                          ? [...selection.selected, row.id]
                          : selection.selected.filter((id) => id !== row.id),
                      )
                    }
                    className="size-4 accent-brand-700"
                  />
                </td>
              ) : null}
              {columns.map((column, index) => {
                const text = cellText(column, Reflect.get(row, column.field), tools);
                const numeric = column.format === "money" || column.format === "percent" || column.format === "number";
                return (
                  <td
                    key={column.field}
                    className={`border-b border-slate-100 px-3 py-2 text-slate-800 ${numeric ? "text-right whitespace-nowrap tabular-nums" : ""} ${column.format === "date" || column.format === "moment" ? "whitespace-nowrap" : ""} ${index === 0 ? "min-w-56" : ""}`}
                  >
                    {index === 0 && recordPath ? (
                      <Link
                        to={`${recordPath}/${encodeURIComponent(row.id)}`}
                        className="font-medium text-brand-800 underline-offset-2 hover:underline"
                      >
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Which columns the table shows: a GET form of checkboxes, keeping the list's other parameters. */
export function ColumnChooser({ spec, state, t }: { spec: TableSpec; state: TableState; t: Translate }) {
  const { search } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== "cols" && name !== "page");
  return (
    <details className="relative">
      <summary className={`${buttonClass("outline", "sm")} cursor-pointer list-none`}>{t("table.columns")}</summary>
      <Form
        method="get"
        preventScrollReset
        className="absolute right-0 z-20 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
      >
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <fieldset>
          <legend className="mb-2 text-xs font-semibold text-slate-600">{t("table.columns")}</legend>
          {spec.columns.map((column) => (
            <label key={column.field} className="flex items-center gap-2 py-1 text-sm text-slate-800">
              <input
                type="checkbox"
                name="cols"
                value={column.field}
                defaultChecked={state.columns.includes(column.field)}
                className="size-4 accent-brand-700"
              />
              {t(`columns.${column.field}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={`${buttonClass("primary", "sm")} mt-2 w-full`}>
          {t("table.showColumns")}
        </button>
      </Form>
    </details>
  );
}

/** The answer to the bulk form, when the last post was one. */
export function bulkAnswer(result: RecordActionResult | undefined) {
  return result?.form === "bulk" ? result : undefined;
}

/**
 * The bulk form for the checked rows (its checkboxes are the table's, tied to it by `formId`):
 * assign, set a status, delete, or export them. A change is confirmed first: the server answers
 * with the count, shown here as a second form that sends the same rows with `confirmed`.
 */
export function BulkBar({
  formId,
  bulk,
  selected,
  owners,
  exportHref,
  result,
  t,
}: {
  formId: string;
  bulk: ListScreenData<unknown>["bulk"];
  selected: readonly string[];
  owners?: ListOwners;
  exportHref?: string;
  result: RecordActionResult | undefined;
  t: Translate;
}) {
  const id = useId();
  const errorText = useActionErrorText();
  const answer = bulkAnswer(result);
  const has = (operation: BulkOperation) => bulk.operations.includes(operation);
  const select = "h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900";
  const errors = answer && !answer.ok ? Object.values(answer.errors).filter((key) => key && key !== "bulkConfirm") : [];
  return (
    <section aria-labelledby={`${id}-title`} className="mb-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <Form id={formId} method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
        <h2 id={`${id}-title`} className="w-full text-sm font-semibold text-slate-800">
          {t("table.selection")}{" "}
          <span className="font-normal text-slate-600" data-testid="selected-count">
            ({selected.length})
          </span>
        </h2>
        <input type="hidden" name="intent" value="bulk" />
        {has("assign") && owners ? (
          <span className="flex items-end gap-2">
            <span>
              <label htmlFor={`${id}-assign`} className="mb-1 block text-xs font-semibold text-slate-600">
                {t("table.assign")}
              </label>
              <select id={`${id}-assign`} name="assignTo" className={select} defaultValue="">
                {owners.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.value ? choice.label : t("table.unassigned")}
                  </option>
                ))}
              </select>
            </span>
            <button type="submit" name="operation" value="assign" className={buttonClass("outline", "sm")}>
              {t("table.assign")}
            </button>
          </span>
        ) : null}
        {has("status") ? (
          <span className="flex items-end gap-2">
            <span>
              <label htmlFor={`${id}-status`} className="mb-1 block text-xs font-semibold text-slate-600">
                {t("table.setStatus")}
              </label>
              <select id={`${id}-status`} name="status" className={select} defaultValue={bulk.statuses[0]}>
                {bulk.statuses.map((status) => (
                  <option key={status} value={status}>
                    {bulk.statusOption ? t(`${bulk.statusOption}.${status}`) : status}
                  </option>
                ))}
              </select>
            </span>
            <button type="submit" name="operation" value="status" className={buttonClass("outline", "sm")}>
              {t("table.setStatus")}
            </button>
          </span>
        ) : null}
        {has("delete") ? (
          <button type="submit" name="operation" value="delete" className={buttonClass("outline", "sm", DANGER)}>
            {t("table.delete")}
          </button>
        ) : null}
        {exportHref && selected.length > 0 ? (
          <a href={exportHref} download className={buttonClass("ghost", "sm")}>
            {t("table.exportSelected")}
          </a>
        ) : null}
      </Form>
      {errors.length > 0 ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {errors.map((key) => errorText(key ?? "")).join(" ")}
        </p>
      ) : null}
      {answer?.ok ? (
        <p role="status" className="mt-2 text-sm font-medium text-green-800" data-testid="bulk-done">
          {t("table.done", { done: answer.values?.done ?? "0", skipped: answer.values?.skipped ?? "0" })}
        </p>
      ) : null}
      {answer && !answer.ok && answer.errors.form === "bulkConfirm" ? (
        <BulkConfirm values={answer.values ?? {}} bulk={bulk} owners={owners} t={t} />
      ) : null}
    </section>
  );
}

/** "Assign 5 records to Ana Pop?": the same rows and change sent again, confirmed; or cancelled. */
function BulkConfirm({
  values,
  bulk,
  owners,
  t,
}: {
  values: Record<string, string>;
  bulk: ListScreenData<unknown>["bulk"];
  owners?: ListOwners;
  t: Translate;
}) {
  const { pathname, search } = useLocation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), [values.ids]);
  const count = (values.ids ?? "").split(",").filter(Boolean).length;
  const question =
    values.operation === "assign"
      ? t("table.confirmAssign", {
          count,
          owner: values.assignTo ? (owners?.name(values.assignTo) ?? values.assignTo) : t("table.unassigned"),
        })
      : values.operation === "status"
        ? t("table.confirmStatus", {
            count,
            status: bulk.statusOption ? t(`${bulk.statusOption}.${values.status ?? ""}`) : (values.status ?? ""),
          })
        : t("table.confirmDelete", { count });
  return (
    <Form
      method="post"
      preventScrollReset
      role="alertdialog"
      aria-label={question}
      className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
    >
      <input type="hidden" name="intent" value="bulk" />
      {["ids", "operation", "assignTo", "status"].map((name) => (
        <input key={name} type="hidden" name={name} value={values[name] ?? ""} />
      ))}
      <input type="hidden" name="confirmed" value="1" />
      <p className="text-sm font-medium text-amber-950">{question}</p>
      <button
        ref={confirmRef}
        type="submit"
        className={values.operation === "delete" ? buttonClass("outline", "sm", DANGER) : buttonClass("primary", "sm")}
      >
        {t("table.confirm")}
      </button>
      <Link to={`${pathname}${search}`} preventScrollReset className={buttonClass("ghost", "sm")}>
        {t("table.cancel")}
      </Link>
    </Form>
  );
}

/**
 * The administrator's saved filters of a list: each a link to its query (and a button that
 * deletes it), and a form that saves the list's present query under a name.
 */
export function SavedFilters({
  filters,
  result,
  t,
}: {
  filters: ListScreenData<unknown>["savedFilters"];
  result: RecordActionResult | undefined;
  t: Translate;
}) {
  const { pathname, search } = useLocation();
  const id = useId();
  const errorText = useActionErrorText();
  const answer = result?.form === "saveFilter" ? result : undefined;
  const nameError = answer && !answer.ok ? (answer.errors.name ?? answer.errors.form) : undefined;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="min-w-0 flex-1">
        <h2 id={`${id}-title`} className="text-xs font-semibold text-slate-600">
          {t("table.savedFilters")}
        </h2>
        {filters.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t("table.noSavedFilters")}</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {filters.map((filter) => (
              <li key={filter.id} className="flex items-center rounded-full border border-slate-300 bg-slate-50">
                <Link
                  to={`${pathname}${filter.query ? `?${filter.query}` : ""}`}
                  className="rounded-l-full py-1 pr-1 pl-3 text-sm font-medium text-brand-800 hover:underline"
                  aria-current={search.slice(1) === filter.query ? "page" : undefined}
                >
                  {filter.name}
                </Link>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="deleteFilter" />
                  <input type="hidden" name="filter" value={filter.id} />
                  <button
                    type="submit"
                    aria-label={t("table.deleteFilter", { name: filter.name })}
                    className="rounded-r-full p-1.5 text-slate-500 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="saveFilter" />
        <input type="hidden" name="query" value={search.startsWith("?") ? search.slice(1) : search} />
        <label className="text-xs font-semibold text-slate-600">
          {t("table.filterName")}
          <input
            name="name"
            required
            maxLength={60}
            defaultValue={answer && !answer.ok ? answer.values?.name : undefined}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-error` : undefined}
            className="mt-1 block h-9 w-48 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
          />
        </label>
        <button type="submit" className={buttonClass("outline", "sm")}>
          {t("table.saveFilter")}
        </button>
        {nameError ? (
          <p id={`${id}-error`} role="alert" className="w-full text-sm font-medium text-red-700">
            {errorText(nameError)}
          </p>
        ) : answer?.ok ? (
          <p role="status" className="w-full text-sm font-medium text-green-800">
            {t("table.filterSaved")}
          </p>
        ) : null}
      </Form>
    </section>
  );
}

/** What the table adds to the list's toolbar: the page size and "Mine", and the table's own parameters kept. */
export function TableToolbarFields({
  spec,
  state,
  sizes,
  t,
  onChange,
}: {
  spec: TableSpec;
  state: TableState;
  sizes: readonly number[];
  t: Translate;
  onChange: () => void;
}): ReactNode {
  const id = useId();
  return (
    <>
      {Object.entries(tableParams(state, spec)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={`${id}-size`} className="mb-1 block text-xs font-semibold text-slate-600">
          {t("table.pageSize")}
        </label>
        <select
          id={`${id}-size`}
          name="size"
          defaultValue={state.size === sizes[0] ? "" : String(state.size)}
          key={state.size}
          onChange={onChange}
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {sizes.map((size) => (
            <option key={size} value={size === sizes[0] ? "" : String(size)}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {spec.owned ? (
        <label className="flex h-10 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="mine"
            value="1"
            defaultChecked={state.mine}
            key={String(state.mine)}
            onChange={onChange}
            className="size-4 accent-brand-700"
          />
          {t("table.mine")}
        </label>
      ) : null}
    </>
  );
}
