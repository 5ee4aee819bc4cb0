import type { ReactNode } from "react";

/** A row of a report's table: what it is, then its figures; a total row is written in bold. */
export type ReportRow = { key: string; name: ReactNode; figures: ReactNode[] };

const FIGURE = "py-2 pl-3 text-right whitespace-nowrap";

/**
 * One of the financial report's tables: its headings (the first over the rows' names, the others
 * over their figures, right-aligned), its rows, its total, and `empty` said under it when it has
 * no rows. Scrolls sideways on a narrow screen rather than squeezing its figures.
 */
export function ReportTable({
  testId,
  headings,
  rows,
  total,
  empty,
}: {
  testId: string;
  headings?: readonly string[];
  rows: readonly ReportRow[];
  total?: ReportRow;
  empty?: string;
}) {
  const row = ({ key, name, figures }: ReportRow, className?: string) => (
    <tr key={key} className={className}>
      <td className="py-2 pr-3">{name}</td>
      {figures.map((figure, i) => (
        <td key={i} className={FIGURE}>
          {figure}
        </td>
      ))}
    </tr>
  );
  return (
    <>
      <div className="relative overflow-x-auto">
        <table className="w-full text-sm" data-testid={testId}>
          {headings ? (
            <thead className="text-xs text-slate-500">
              <tr>
                {headings.map((heading, i) => (
                  <th
                    key={heading}
                    className={i === 0 ? "py-2 pr-3 text-left font-semibold" : `${FIGURE} font-semibold`}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => row(r))}
            {total ? row(total, "font-semibold") : null}
          </tbody>
        </table>
      </div>
      {empty && rows.length === 0 ? <p className="mt-2 text-sm text-slate-600">{empty}</p> : null}
    </>
  );
}
