import type { Route } from "./+types/parking-selector";
import { parkingSystemTexts } from "~/content/parking-systems/texts";
import { defaultSelectorValues } from "~/domain/parking-selector/input";
import { answerSelector } from "~/domain/parking-selector/answer";
import { selectorFields, selectorParamNames } from "~/domain/parking-selector/limits";
import { configurationQuery, quoteProjectType, systemOf } from "~/domain/parking-selector/quote";
import { selectorSearchParams } from "~/domain/parking-selector/input";
import { pageData } from "~/i18n/page.server";
import { serverT } from "~/i18n/translations.server";
import { absoluteUrl, pageMeta, type PageSeo } from "~/content/seo";
import type { Language } from "~/i18n/types";
import { getEnv } from "~/server/env.server";
import { company } from "~/content/company";
import { PageHero } from "~/components/site/page-hero";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { SelectorForm } from "~/components/selector/selector-form";
import { SelectorResult } from "~/components/selector/selector-result";
import { proposalFacts, quoteSummary, reasonSentence } from "~/domain/parking-selector/sentences";
import { reasonKinds, type Reason, type ShownReason } from "~/domain/parking-selector/reasons";
import { drawingLabels } from "~/domain/parking-selector/drawing-labels.server";
import { useT } from "~/i18n/language";

/**
 * The parking-system selector. The form is a GET form: its answer is this page's URL, which can
 * be shared and reopened, and it works without JavaScript; with JavaScript it updates as the
 * visitor types. The recommendation is computed here, on the server, from the URL alone.
 */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request, ["selector", "common"]);
  const page = { ...data, jsonLd: applicationJsonLd(data.seo, data.lang) };
  const params = new URL(request.url).searchParams;
  const described = selectorFields.some((field) => params.has(selectorParamNames[field]));
  const names = Object.fromEntries(
    Object.entries(parkingSystemTexts[page.lang]).map(([id, text]) => [
      id,
      { name: text.name, typicalUse: text.typicalUse },
    ]),
  );
  if (!described) return { ...page, values: defaultSelectorValues, errors: {}, result: null, names };
  // The same function as GET /api/parking-selector.
  const parsed = answerSelector(params);
  if (!parsed.ok) return { ...page, values: parsed.values, errors: parsed.errors, result: null, names };
  const { recommendation } = parsed;
  const asked = systemOf(params);
  const shown = recommendation.ranked.find((system) => system.systemId === asked) ?? recommendation.best;
  const t = serverT(page.lang, "selector");
  // Reasons travel as sentences: the page needs no code to write them.
  const shownReason = (reason: Reason): ShownReason => ({
    code: reason.code,
    kind: reasonKinds[reason.code],
    text: reasonSentence(reason, page.lang, t),
  });
  // What "Request a quote" carries for each fitting system: the form's first values and the configuration.
  const quotes = Object.fromEntries(
    recommendation.ranked.map((system) => [
      system.systemId,
      {
        projectType: quoteProjectType[parsed.input.buildingType],
        spaces: parsed.input.spaces,
        message: quoteSummary(parsed.input, names[system.systemId]?.name ?? system.systemId, page.lang, t),
        configuration: configurationQuery(parsed.input, system.systemId),
      },
    ]),
  );
  return {
    ...page,
    values: parsed.values,
    errors: {},
    names,
    result: {
      // The layouts stay here: the drawing is an SVG the server draws (routes/resources/selector-drawing.tsx).
      recommendation: {
        notes: recommendation.notes.map(shownReason),
        comparison: shownReason(recommendation.comparison),
        excluded: recommendation.excluded.map((system) => ({
          systemId: system.systemId,
          reasons: system.reasons.map(shownReason),
        })),
        ranked: recommendation.ranked.map(({ layout: _layout, reasons, ...system }) => ({
          ...system,
          // Written here, so the browser needs no code for numbers and grammar ("84 de locuri").
          facts: proposalFacts(system.figures, page.lang, t),
          reasons: reasons.map(shownReason),
        })),
      },
      shown: shown?.systemId ?? null,
      query: selectorSearchParams(parsed.input).toString(),
      quotes,
      drawingAlt: shown
        ? Object.values(
            drawingLabels(page.lang, names[shown.systemId]?.name ?? shown.systemId, shown.figures, shown.layout.plot),
          )
            .slice(0, 2)
            .join(": ")
        : "",
    },
  };
}

/** The selector as a free web application (schema.org), written by the loader: the page's code need not carry it. */
function applicationJsonLd(seo: PageSeo, lang: Language): Record<string, unknown> {
  const siteUrl = getEnv().SITE_URL;
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: seo.title,
    description: seo.description,
    url: absoluteUrl(siteUrl, "/parking-selector", lang),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Any",
    inLanguage: lang,
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "EUR" },
    provider: { "@type": "Organization", name: company.name, url: `${siteUrl}/` },
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData ? { extraJsonLd: [args.loaderData.jsonLd] } : undefined);

export default function ParkingSelector({ loaderData }: Route.ComponentProps) {
  const t = useT("selector");
  const { values, errors, result, names } = loaderData;
  return (
    <>
      <PageHero title={t("title")} subtitle={t("subtitle")} />
      <section className="py-12 md:py-16">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <SelectorForm values={values} errors={errors} />
          <SelectorResult result={result} names={names} invalid={Object.keys(errors).length > 0} />
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
