import { renderToStaticMarkup } from "react-dom/server";
import type { Route } from "./+types/selector-drawing";
import { parkingSystemTexts } from "~/content/parking-systems/texts";
import { parseSelectorInput } from "~/domain/parking-selector/input";
import { systemOf } from "~/domain/parking-selector/quote";
import { recommend } from "~/domain/parking-selector/recommend";
import { metresFormatter } from "~/domain/parking-selector/sentences";
import { languages } from "~/i18n/types";
import { drawingLabels } from "~/domain/parking-selector/drawing-labels.server";
import { ProposalDrawing } from "~/components/selector/proposal-drawing";
import { drawingFitOf, drawingFits } from "~/components/selector/drawing-fits";

/**
 * The proposal of one fitting system as an SVG file, drawn on the server from the same query as
 * the selector's page (plus `system`, `lang` and `fit`, ./drawing-fits.ts): the page shows it as an image, so the drawing's
 * code never travels to the browser. A query that describes no fitting system answers 404.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const lang = languages.find((l) => l === params.get("lang")) ?? "en";
  const parsed = parseSelectorInput(params);
  const recommendation = parsed.ok ? recommend(parsed.input) : null;
  const asked = systemOf(params);
  const system = recommendation?.ranked.find((s) => s.systemId === asked) ?? recommendation?.best;
  if (!system)
    return new Response("No such proposal", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const name = parkingSystemTexts[lang][system.systemId].name;
  const fit = drawingFits[drawingFitOf(params)];
  const svg = renderToStaticMarkup(
    <ProposalDrawing
      layout={system.layout}
      labels={drawingLabels(lang, name, system.figures, system.layout.plot)}
      formatMetres={metresFormatter(lang)}
      shape={fit.shape}
      textScale={fit.textScale}
    />,
  );
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}`, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
