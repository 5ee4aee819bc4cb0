import {
  parseSelectorInput,
  type SelectorErrors,
  type SelectorSource,
  type SelectorValues,
  type SelectorInput,
} from "./input";
import { MAX_UTILISATION, PEAK_WAIT_BOUND_S, SERVICE_TIME_VARIATION, WAIT_PERCENTILE } from "./figures";
import { recommend, type Recommendation } from "./recommend";

/**
 * The selector's answer to a query (a shared link, the form, an API call): the one function the
 * page and `GET /api/parking-selector` both call, so they cannot disagree.
 */
export type SelectorAnswer =
  | { ok: true; input: SelectorInput; values: SelectorValues; recommendation: Recommendation }
  | { ok: false; errors: SelectorErrors; values: SelectorValues };

export function answerSelector(source: SelectorSource): SelectorAnswer {
  const parsed = parseSelectorInput(source);
  if (!parsed.ok) return parsed;
  return { ...parsed, recommendation: recommend(parsed.input) };
}

/** The planning model the answer was computed with, for a machine reading it. */
export const selectorModel = {
  queue: "M/G/c: Erlang C with the Allen-Cunneen factor (1 + cs²) / 2",
  serviceTimeVariation: SERVICE_TIME_VARIATION,
  waitPercentile: WAIT_PERCENTILE,
  waitBoundS: PEAK_WAIT_BOUND_S,
  maxUtilisation: MAX_UTILISATION,
} as const;

/** The ranked installations and the exclusions as JSON: figures, reasons as codes with their numbers. */
export function answerJson(input: SelectorInput, recommendation: Recommendation) {
  return {
    input,
    model: selectorModel,
    ranked: recommendation.ranked.map((s) => ({
      rank: s.rank,
      system: s.systemId,
      installations: s.figures.installations,
      modules: s.figures.modules,
      spaces: s.figures.capacity,
      levels: s.figures.levels,
      levelsAbove: s.figures.levelsAbove,
      levelsBelow: s.figures.levelsBelow,
      clearHeightM: s.figures.clearHeightM,
      pitDepthM: s.figures.pitDepthM,
      platformWidthM: s.figures.platformWidthM,
      power: s.figures.power,
      transferBays: s.figures.transferBays,
      machines: s.figures.machines,
      throughputCarsPerHour: s.figures.throughputCarsPerHour,
      serviceTimeS: s.figures.serviceTimeS,
      utilisation: s.figures.utilisation,
      waitP95S: s.figures.waitP95S,
      queue: s.figures.queue,
      meetsPeak: s.figures.meetsPeak,
      costPerSpaceEur: s.figures.costPerSpaceEur,
      footprintM2: s.figures.footprintM2,
      reasons: s.reasons,
    })),
    excluded: recommendation.excluded.map((s) => ({ system: s.systemId, reasons: s.reasons })),
    notes: recommendation.notes,
    baseline: {
      kind: recommendation.baseline.ramps ? "rampedGarage" : "surface",
      spaces: recommendation.baseline.capacity,
      levelsAbove: recommendation.baseline.levelsAbove,
      levelsBelow: recommendation.baseline.levelsBelow,
      areaPerSpaceM2: Math.round(recommendation.baseline.areaPerSpaceM2 * 10) / 10,
    },
  };
}
