import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { joinParts, useAdminFormat } from "~/admin-kit/format";
import { ActionMessage, RecordLink, useMayChange } from "~/admin-kit/records/record-ui";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { isOpen, LOST } from "~/entities/opportunity/rules";
import { StageBadge } from "~/entities/opportunity/card";
import { opportunityStages, type OpportunityStage } from "~/entities/opportunity/schema";
import { formValues } from "~/admin-kit/records/form-values";
import { StageFields } from "~/entities/opportunity/stage-fields";
import type { BoardCard, BoardColumn } from "./pipeline.server";
import { useOwnerName } from "~/entities/staff/names";

/** What a dragged card carries: the deal's number and the stage it leaves. */
const DRAGGED = "application/x-autoparc-deal";

/**
 * A deal's card on the board: its name (its page), company, value and probability, and a form that
 * moves it to another stage with the record page's rules; it works by keyboard and without
 * JavaScript, and an open deal's card can also be dragged onto another column. A closed deal is
 * reopened on its page, with the reason.
 */
function DealCard({ card, column, result }: { card: BoardCard; column: BoardColumn; result?: RecordActionResult }) {
  const t = useT("admin");
  const format = useAdminFormat();
  const ownerName = useOwnerName();
  const id = useId();
  const mayChange = useMayChange();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === card.id;
  // A refusal is said on the deal's card; a move done, above the board (the card has moved on).
  const answer = result && !result.ok && result.values?.id === card.id ? result : undefined;
  const message = useFocusOn(answer);
  const draggable = mayChange && isOpen(column);
  return (
    <li
      className={`space-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm ${draggable ? "cursor-grab" : ""}`}
      data-testid="board-card"
      draggable={draggable}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAGGED, JSON.stringify({ id: card.id, name: card.name, from: column.stage }));
        event.dataTransfer.effectAllowed = "move";
      }}
    >
      <p className="text-sm font-semibold break-words text-slate-900">
        <RecordLink screen="opportunities" id={card.id}>
          {card.name}
        </RecordLink>
      </p>
      <p className="text-xs break-words text-slate-600">
        {joinParts(card.company, card.assignedTo && `${t("leads.assignedTo")}: ${ownerName(card.assignedTo)}`)}
      </p>
      <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-800">
        <span className="font-semibold">{format.money(card.value)}</span>
        <span>
          {format.percent(card.probability)}
          {card.closeDate ? ` · ${format.date(card.closeDate)}` : ""}
        </span>
      </p>
      {mayChange && isOpen(column) ? (
        <Form
          method="post"
          className="space-y-1"
          onSubmit={(event) => {
            const chosen = formValues(event.currentTarget).stage;
            const stage = opportunityStages.find((s) => s === chosen) ?? column.stage;
            if (!confirmMove(t, card.name, stage)) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="id" value={card.id} />
          <StageFields
            key={`${column.stage}-${answer?.values?.stage}-${answer?.values?.lossReason}`}
            id={id}
            current={column.stage}
            typed={answer?.values}
            stageLabel={{ text: t("pipeline.moveTo", { name: card.name }), visible: false }}
          />
          <button type="submit" className={buttonClass("outline", "sm", "w-full")} disabled={busy}>
            {t("pipeline.move")}
          </button>
          <div ref={message} tabIndex={-1}>
            <ActionMessage result={answer} intent="move" />
          </div>
        </Form>
      ) : null}
    </li>
  );
}

/** Closing a deal (a won one earns its commission) is asked first; reopening takes a reason, on its page. */
function confirmMove(t: ReturnType<typeof useT<"admin">>, name: string, stage: OpportunityStage): boolean {
  return isOpen({ stage }) || window.confirm(t("pipeline.confirmClose", { name, stage: t(`status.stage.${stage}`) }));
}

/**
 * A column that takes a dragged card: the move is the card's own form, posted (so the same rules,
 * refusals and history), after the same question when it closes the deal.
 */
function useDropTarget(stage: OpportunityStage, enabled: boolean) {
  const t = useT("admin");
  const submit = useSubmit();
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => enabled && event.dataTransfer.types.includes(DRAGGED);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        if (!accepts(event)) return;
        event.preventDefault();
        const dragged = readDragged(event.dataTransfer.getData(DRAGGED));
        if (!dragged || dragged.from === stage) return;
        // A deal dropped on Closed Lost is not closed yet: its card answers asking why it was lost,
        // and closing it from there asks the question below.
        if (stage !== LOST && !confirmMove(t, dragged.name, stage)) return;
        void submit({ intent: "move", id: dragged.id, stage }, { method: "post" });
      },
    },
  };
}

/** A dragged card's data, or null for anything else dropped. */
function readDragged(text: string): { id: string; name: string; from: string } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && "id" in value && "name" in value && "from" in value) {
      const { id, name, from } = value;
      if (typeof id === "string" && typeof name === "string" && typeof from === "string") return { id, name, from };
    }
  } catch {
    // not one of our cards
  }
  return null;
}

/** A message's box that takes the focus when its answer arrives: the keyboard goes on from there. */
function useFocusOn(answer: RecordActionResult | undefined) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) box.current?.focus();
  }, [answer]);
  return box;
}

/** A stage's column, which takes the cards dragged onto it (highlighted while one is over it). */
function BoardColumnSection({ column, children }: { column: BoardColumn; children: ReactNode }) {
  const t = useT("admin");
  const { over, handlers } = useDropTarget(column.stage, useMayChange());
  return (
    <section
      aria-label={t(`status.stage.${column.stage}`)}
      className={`min-w-0 rounded-xl border p-3 ${over ? "border-brand-500 bg-brand-50" : "border-slate-200 bg-slate-50"}`}
      data-testid="board-column"
      data-stage={column.stage}
      {...handlers}
    >
      {children}
    </section>
  );
}

/** The board: a column a stage, each with its figures and its first deals; the list holds the rest. */
export function PipelineBoard({ columns, result }: { columns: BoardColumn[]; result?: RecordActionResult }) {
  const t = useT("admin");
  const format = useAdminFormat();
  const moved = result?.ok && result.form === "move" ? result : undefined;
  const done = useFocusOn(moved);
  return (
    <>
      <div ref={done} tabIndex={-1} className="mb-3 empty:hidden">
        <ActionMessage result={moved} intent="move" done={t("pipeline.moved")} />
      </div>
      {/* On a wide screen the stages stand side by side, left to right, scrolling sideways when
          they do not fit (as a sales board does); on a phone or a tablet they stack. Positioned, so that
          what is placed inside it (a label for screen readers only) scrolls with it, not the page. */}
      <div
        role="region"
        aria-label={t("pipeline.title")}
        tabIndex={0}
        className="relative grid gap-4 sm:grid-cols-2 lg:auto-cols-[minmax(15rem,1fr)] lg:grid-flow-col lg:grid-cols-none lg:overflow-x-auto lg:pb-2"
        data-testid="pipeline-board"
      >
        {columns.map((column) => (
          <BoardColumnSection key={column.stage} column={column}>
            <h2>
              <StageBadge status={column.stage} />
            </h2>
            {/* A figure a line, its label beside it: an amount is never broken across lines. */}
            <dl className="mt-2 space-y-0.5 text-xs" data-testid="board-figures">
              {(
                [
                  ["count", t("pipeline.deals"), format.number(column.count)],
                  ["total", t("pipeline.total"), format.money(column.total)],
                  ["weighted", t("pipeline.weighted"), format.money(column.weighted)],
                ] as const
              ).map(([key, label, figure]) => (
                <div key={key} className="flex flex-wrap justify-between gap-x-2">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`board-${key}`}>
                    {figure}
                  </dd>
                </div>
              ))}
            </dl>
            {column.cards.length ? (
              <ul className="mt-3 space-y-2">
                {column.cards.map((card) => (
                  <DealCard key={card.id} card={card} column={column} result={result} />
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-600">{t("pipeline.empty")}</p>
            )}
            {column.count > column.cards.length ? (
              <Link
                to={`/admin/opportunities?stage=${encodeURIComponent(column.stage)}`}
                className="mt-2 block text-sm font-medium text-brand-700 hover:underline"
              >
                {t("pipeline.more", { count: column.count })}
              </Link>
            ) : null}
            {isOpen(column) ? null : <p className="mt-2 text-xs text-slate-600">{t("pipeline.closedHint")}</p>}
          </BoardColumnSection>
        ))}
      </div>
    </>
  );
}
