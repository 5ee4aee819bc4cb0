import type { Recommendation, FittingSystem } from "~/domain/parking-selector/recommend";

/** A fitting system as the page needs it: its layout is drawn on the server. */
type ShownSystem = Omit<FittingSystem, "layout" | "reasons"> & {
  reasons: ShownReason[];
  /** The card's figures as label and value, written by the server in the page's language. */
  facts: [string, string][];
};
import type { ShownReason } from "~/domain/parking-selector/reasons";
import { SYSTEM_PARAM } from "~/domain/parking-selector/limits";
import type { QuotePrefill } from "~/domain/quote/prefill";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { buttonClass, WRAPPING_LABEL } from "~/components/ui/button";
import { QuoteLink } from "~/components/site/quote-dialog-host";
import { fittedDrawing, PHONE_MEDIA } from "./drawing-fits";

export type SelectorResultData = {
  recommendation: {
    notes: ShownReason[];
    /** The same plot as a conventional ramped (or surface) car park. */
    comparison: ShownReason;
    ranked: ShownSystem[];
    excluded: { systemId: Recommendation["excluded"][number]["systemId"]; reasons: ShownReason[] }[];
  };
  shown: string | null;
  query: string;
  quotes: Record<string, QuotePrefill>;
  drawingAlt: string;
};
type Names = Record<string, { name: string; typicalUse: string }>;

/** A mark before each reason; the sentence itself says what it means. Only a passed check gets the tick. */
const reasonMark = { note: "i", positive: "✓", penalty: "!", exclusion: "✕" } as const;
const reasonColour = {
  note: "text-sky-700",
  positive: "text-emerald-700",
  penalty: "text-amber-700",
  exclusion: "text-red-700",
} as const;

/** The recommendation for the described site: notes, the proposal drawn, the ranked systems, and those that do not fit with why. */
export function SelectorResult({
  result,
  names,
  invalid,
}: {
  result: SelectorResultData | null;
  names: Names;
  invalid: boolean;
}) {
  const t = useT("selector");
  const { lang } = useLanguage();
  const nameOf = (id: string) => names[id]?.name ?? id;
  if (!result)
    return (
      <section aria-labelledby="selector-result-heading" data-testid="selector-result">
        <h2 id="selector-result-heading" className="text-2xl font-bold text-slate-900">
          {t("resultHeading")}
        </h2>
        <p className="mt-3 rounded-lg bg-slate-50 p-4 text-slate-700">
          {invalid ? t("result.invalid") : t("result.empty")}
        </p>
      </section>
    );
  const { recommendation, shown, query } = result;
  const drawn = recommendation.ranked.find((system) => system.systemId === shown) ?? null;
  const path = localePath("/parking-selector", lang);
  const drawingSrc = `/parking-selector/drawing.svg?${query}&${SYSTEM_PARAM}=${drawn?.systemId}&lang=${lang}`;
  const phone = [PHONE_MEDIA, fittedDrawing(drawingSrc, "phone")] as const;
  return (
    <section aria-labelledby="selector-result-heading" data-testid="selector-result" className="min-w-0 space-y-8">
      <div>
        <h2 id="selector-result-heading" className="text-2xl font-bold text-slate-900">
          {t("resultHeading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <a
            href={`${path}?${query}${drawn && drawn.rank !== 1 ? `&${SYSTEM_PARAM}=${drawn.systemId}` : ""}`}
            className="font-medium text-brand-700 underline underline-offset-2"
            data-testid="selector-share"
          >
            {t("result.share")}
          </a>{" "}
          {t("result.shareHint")}
        </p>
        {recommendation.notes.length > 0 ? (
          <Reasons reasons={recommendation.notes} className="mt-4 rounded-lg bg-sky-50 p-4" />
        ) : null}
      </div>

      {drawn ? (
        <div
          id="drawing"
          className="scroll-mt-24 rounded-xl border border-slate-200 p-4"
          data-testid="selector-drawing"
        >
          <h3 className="text-lg font-semibold text-slate-900">
            {t("result.drawingHeading", { system: nameOf(drawn.systemId) })}
          </h3>
          {/*
            Drawn on the server as SVG files, so the drawing's code stays there: a tall version for
            the column, with larger text on a phone (./drawing-fits.ts). A tap, a click or the
            keyboard opens it full screen to zoom (./drawing-zoom-viewer.tsx, loaded then).
          */}
          <div className="relative mt-3 max-w-xl">
            <picture>
              {/* The phone's version has the column's proportions: the image's size holds for both. */}
              <source media={phone[0]} srcSet={phone[1]} />
              <img
                src={fittedDrawing(drawingSrc, "column")}
                alt={result.drawingAlt}
                width={600}
                height={1000}
                className="h-auto w-full"
              />
            </picture>
            <button
              type="button"
              className="absolute inset-0 cursor-zoom-in"
              aria-label={t("drawing.enlarge")}
              onClick={async ({ currentTarget }) =>
                (await import("./drawing-zoom-viewer")).openDrawingViewer(
                  {
                    src: drawingSrc,
                    phone,
                    alt: result.drawingAlt,
                    system: nameOf(drawn.systemId),
                    t,
                  },
                  currentTarget,
                )
              }
            />
          </div>
          <QuoteButton prefill={result.quotes[drawn.systemId]} label={t("result.quote")} primary />
        </div>
      ) : null}

      <div>
        <h3 className="text-lg font-semibold text-slate-900">
          {t("result.fitting", { count: recommendation.ranked.length })}
        </h3>
        {recommendation.ranked.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("result.none")}</p>
        ) : (
          <ol className="mt-3 space-y-4" data-testid="selector-ranked">
            {recommendation.ranked.map((system) => (
              <SystemCard
                key={system.systemId}
                system={system}
                name={nameOf(system.systemId)}
                typicalUse={names[system.systemId]?.typicalUse ?? ""}
                drawn={system.systemId === drawn?.systemId}
                href={`${path}?${query}&${SYSTEM_PARAM}=${system.systemId}#drawing`}
                prefill={result.quotes[system.systemId]}
              />
            ))}
          </ol>
        )}
        <div className="mt-4 rounded-lg bg-slate-50 p-4" data-testid="selector-comparison">
          <Reasons reasons={[recommendation.comparison]} />
        </div>
      </div>

      {recommendation.excluded.length > 0 ? (
        <div>
          <h3 className="text-lg font-semibold text-slate-900">
            {t("result.excluded", { count: recommendation.excluded.length })}
          </h3>
          <ul className="mt-3 space-y-3" data-testid="selector-excluded">
            {recommendation.excluded.map((system) => (
              <li
                key={system.systemId}
                className="rounded-lg border border-slate-200 p-4"
                data-system={system.systemId}
              >
                <p className="font-semibold text-slate-900">{nameOf(system.systemId)}</p>
                <Reasons reasons={system.reasons} className="mt-2" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function SystemCard({
  system,
  name,
  typicalUse,
  drawn,
  href,
  prefill,
}: {
  system: ShownSystem;
  name: string;
  typicalUse: string;
  drawn: boolean;
  href: string;
  prefill: QuotePrefill | undefined;
}) {
  const t = useT("selector");
  const facts = system.facts;
  return (
    <li
      className="rounded-xl border border-slate-200 p-5 shadow-sm"
      data-system={system.systemId}
      data-rank={system.rank}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-white">
          {t("result.rank", { rank: system.rank })}
        </span>
        {system.rank === 1 ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800">
            {t("result.best")}
          </span>
        ) : null}
      </div>
      <h4 className="mt-2 text-lg font-semibold text-slate-900">{name}</h4>
      {typicalUse ? <p className="text-sm text-slate-600">{typicalUse}</p> : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Reasons reasons={system.reasons} className="mt-3" />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {drawn ? (
          <span className="text-sm text-slate-600">{t("result.drawingShown")}</span>
        ) : (
          <a href={href} className={buttonClass("outline", "sm")}>
            {t("result.showDrawing")}
          </a>
        )}
        <QuoteButton prefill={prefill} label={t("result.quoteFor", { system: name })} />
      </div>
    </li>
  );
}

function QuoteButton({
  prefill,
  label,
  primary,
}: {
  prefill: QuotePrefill | undefined;
  label: string;
  primary?: boolean;
}) {
  if (!prefill) return null;
  return (
    <QuoteLink
      prefill={prefill}
      className={buttonClass(primary ? "accent" : "outline", "sm", `${WRAPPING_LABEL} ${primary ? "mt-4" : ""}`)}
    >
      {label}
    </QuoteLink>
  );
}

/** The reasons, written in the page's language by the server. */
function Reasons({ reasons, className }: { reasons: readonly ShownReason[]; className?: string }) {
  return (
    <ul className={`space-y-1 text-sm ${className ?? ""}`}>
      {reasons.map((reason) => {
        const kind = reason.kind;

        return (
          <li key={reason.code} className="flex gap-2 text-slate-700" data-reason={reason.code}>
            <span aria-hidden="true" className={`w-4 shrink-0 text-center font-bold ${reasonColour[kind]}`}>
              {reasonMark[kind]}
            </span>
            <span>{reason.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
