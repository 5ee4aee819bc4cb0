import type { DrawingShape } from "./proposal-drawing";

/**
 * The drawing's versions for the widths it is shown at, so that its smallest text (10 drawing
 * units at full size) stays at least 12 px as rendered:
 * - "phone": below 640 px the page's column is the viewport less 64 px (296 px at 360, 326 at
 *   390); a tall drawing 600 units wide at 296 px shows 10 units × 2.5 as 12.3 px;
 * - "column": from 640 px the tall drawing is at most 36rem (576 px) wide and at least 566 px
 *   (the result column at 1024 px); 10 × 1.4 units show as at least 13 px;
 * - "full": the wide drawing at its drawn size, in the full-screen viewer that zooms.
 */
/** Where the phone's version is shown (the page and the full-screen viewer pick it by this). */
export const PHONE_MEDIA = "(max-width: 639.98px)";

export const drawingFits = {
  phone: { shape: "tall", textScale: 2.5, media: PHONE_MEDIA },
  column: { shape: "tall", textScale: 1.4, media: "(min-width: 640px)" },
  full: { shape: "wide", textScale: 1, media: "all" },
} as const satisfies Record<string, { shape: DrawingShape; textScale: number; media: string }>;

export type DrawingFit = keyof typeof drawingFits;
export const DRAWING_FIT_PARAM = "fit";

/** The fit a drawing request names; the wide, full-size drawing otherwise. */
export function drawingFitOf(params: URLSearchParams): DrawingFit {
  const asked = params.get(DRAWING_FIT_PARAM);
  return asked === "phone" || asked === "column" ? asked : "full";
}

/** The address of a drawing's version for a fit, from the address of the full-size drawing. */
export function fittedDrawing(src: string, fit: DrawingFit): string {
  return fit === "full" ? src : `${src}&${DRAWING_FIT_PARAM}=${fit}`;
}
