import { Plus } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { MayChange } from "../records/record-ui";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "../format";
import { PageHeader, StatCards } from "./panels";
import { ListToolbar } from "./list-toolbar";
import { Pager } from "./pager";
import { RecordCard, RecordGrid } from "./record-card";
import { InertButton } from "./inert-button";
import type { CardContent, CardTools, ListScreenData, ListView } from "../contracts";

/**
 * Every admin list screen: its header and create action, its cards, the search and selects of
 * its URL, its records as cards (drawn by the route), and the pager.
 */
export function ListScreen<R extends { id: string; invalidFields?: string[] }>({
  view,
  data,
  card,
}: {
  view: ListView;
  data: ListScreenData<R>;
  card: (record: R, tools: CardTools) => CardContent;
}) {
  const typed = useT("admin");
  // The keys are composed from the view (`leads.cards.total`); lists/views.test.ts checks that each exists in both languages.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a composed key is a string, not one of the literal key types
  const t = typed as unknown as (key: string) => string;
  const format = useAdminFormat();
  const { section } = view;
  const { query, cards, rows, paging } = data;
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
