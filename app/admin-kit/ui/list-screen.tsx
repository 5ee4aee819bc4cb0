import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useActionData, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { MayChange, useMayChange } from "../records/record-ui";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "../format";
import { PageHeader, StatCards } from "./panels";
import { ListToolbar } from "./list-toolbar";
import { Pager } from "./pager";
import { RecordCard, RecordGrid } from "./record-card";
import { InertButton } from "./inert-button";
import {
  PAGE_SIZES,
  type CardContent,
  type CardTools,
  type ListOwners,
  type ListScreenData,
  type ListView,
  type RecordActionResult,
} from "../contracts";
import {
  BulkBar,
  bulkAnswer,
  ColumnChooser,
  LayoutSwitch,
  RecordTable,
  SavedFilters,
  TableToolbarFields,
} from "./list-table";

const BULK_FORM = "bulk-rows";

/**
 * Every admin list screen: its header and create action, its cards, the search and selects of
 * its URL, its records as cards (drawn by the route) or, where the list has a table and the URL
 * asks (`layout=table`, a wide screen), as a table with its sort, columns, page size, bulk
 * changes and saved filters; and the pager.
 */
export function ListScreen<R extends { id: string; invalidFields?: string[] }>({
  view,
  data,
  card,
  owners,
}: {
  view: ListView;
  data: ListScreenData<R>;
  card: (record: R, tools: CardTools) => CardContent;
  owners?: ListOwners;
}) {
  const typed = useT("admin");
  // The keys are composed from the view (`leads.cards.total`); lists/views.test.ts checks that each exists in both languages.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a composed key is a string, not one of the literal key types
  const t = typed as unknown as (key: string) => string;
  const format = useAdminFormat();
  const { section } = view;
  const { query, cards, rows, paging, table: state } = data;
  const spec = view.table;
  const result = useActionData<RecordActionResult>();
  const mayChange = useMayChange();
  const { search } = useLocation();
  const answer = bulkAnswer(result);
  // The checked rows: those the last bulk post sent while it waits for confirmation, none after a change.
  const pending = answer && !answer.ok ? (answer.values?.ids ?? "").split(",").filter(Boolean) : [];
  const [selected, setSelected] = useState<string[]>(pending);
  useEffect(() => setSelected(answer?.ok ? [] : pending), [answer]); // eslint-disable-line react-hooks/exhaustive-deps -- follows the answer only
  const asTable = spec !== undefined && state.layout === "table";
  const bulkShown = asTable && mayChange && data.bulk.operations.length > 0;
  const exportHref =
    selected.length > 0
      ? `/admin/export/${section}${search ? `${search}&` : "?"}ids=${selected.map(encodeURIComponent).join(",")}`
      : undefined;
  const grid = (
    <RecordGrid count={rows.length} label={t(`${section}.title`)}>
      {rows.map((record) => {
        const { body, ...content } = card(record, { t: typed, format, today: data.today });
        const href = view.recordPath ? `${view.recordPath}/${record.id}` : undefined;
        return (
          <RecordCard key={record.id} invalid={record.invalidFields} href={href} testId="record" {...content}>
            {body}
          </RecordCard>
        );
      })}
    </RecordGrid>
  );
  return (
    <>
      <PageHeader
        title={t(`${section}.title`)}
        subtitle={t(`${section}.subtitle`)}
        actions={
          <>
            {view.views?.map((other) => (
              <Link key={other.href} to={other.href} className={buttonClass("outline", "md")}>
                {t(other.label)}
              </Link>
            ))}
            {view.create ? <CreateAction label={t(view.create.label)} href={view.create.href} /> : null}
          </>
        }
      />
      <StatCards label={t(`${section}.title`)} labels={`${section}.cards`} specs={view.cards} figures={cards} />
      <div className="mt-6">
        <ListToolbar
          query={query.q}
          placeholder={t(`${section}.searchPlaceholder`)}
          resultCount={paging.matching}
          exportList={section}
          extra={
            spec
              ? (submitNow) => (
                  <TableToolbarFields spec={spec} state={state} sizes={PAGE_SIZES} t={t} onChange={submitNow} />
                )
              : undefined
          }
          selects={view.selects.map((select) => ({
            name: select.name,
            label: t(`${section}.${select.name}`),
            allLabel: t(`${section}.${select.all}`),
            value: query[select.name],
            options: select.values.map((value) => ({
              value,
              label: select.option ? t(`${select.option}.${value}`) : value,
            })),
          }))}
        />
        {spec ? (
          <>
            <SavedFilters filters={data.savedFilters} result={result} t={t} />
            <div className="mb-3 flex flex-wrap items-center justify-end gap-2">
              {asTable ? <ColumnChooser spec={spec} state={state} t={t} /> : null}
              <LayoutSwitch layout={state.layout} t={t} />
            </div>
          </>
        ) : null}
        {asTable ? (
          <>
            {/* A phone shows the cards whatever the layout: a table does not fit its width. */}
            <div className="hidden md:block">
              {bulkShown ? (
                <BulkBar
                  formId={BULK_FORM}
                  bulk={data.bulk}
                  selected={selected}
                  owners={owners}
                  exportHref={exportHref}
                  result={result}
                  t={t}
                />
              ) : null}
              <RecordTable
                spec={spec}
                state={state}
                rows={rows}
                recordPath={view.recordPath}
                caption={t(`${section}.title`)}
                tools={{ t, format, owners }}
                selection={bulkShown ? { formId: BULK_FORM, selected, onChange: setSelected } : undefined}
              />
            </div>
            <div className="md:hidden">{grid}</div>
          </>
        ) : (
          grid
        )}
        <Pager {...paging} />
      </div>
    </>
  );
}

/** A list's create button: its form for those who may change records, or a button that says it is not there yet. */
function CreateAction({ label, href }: { label: string; href?: string }) {
  const content = (
    <>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </>
  );
  if (!href) return <InertButton variant="primary">{content}</InertButton>;
  return (
    <MayChange>
      <Link to={href} className={buttonClass("primary", "md")}>
        {content}
      </Link>
    </MayChange>
  );
}
