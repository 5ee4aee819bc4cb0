import { parkingSystemList, type ParkingSystemId } from "~/content/parking-systems/systems";
import { evaluateSystem } from "./evaluate";
import { buildingTypeUses } from "./figures";
import type { SelectorInput } from "./input";
import type { ProposalLayout } from "./site-plan";
import type { SystemFigures } from "./proposal";
import type { Reason } from "./reasons";
import { RAMPED_GARAGE, rampedGarage, type RampedGarage } from "./ramped-garage";

/** A system that fits the site, with its proposal. */
export type FittingSystem = {
  fits: true;
  systemId: ParkingSystemId;
  /** 1 = recommended first. */
  rank: number;
  /** The ranking score (see scoreOf): lower is better. */
  score: number;
  figures: SystemFigures;
  layout: ProposalLayout;
  /** What it offers and what ranks it lower, in the order to show them. */
  reasons: Reason[];
};

/** A system that does not fit, with every reason (all exclusions that apply). */
export type ExcludedSystem = { fits: false; systemId: ParkingSystemId; reasons: Reason[] };

export type Recommendation = {
  /** The fitting systems, best first. */
  ranked: FittingSystem[];
  /** The others, in the site's order of systems. */
  excluded: ExcludedSystem[];
  /** The first of `ranked`, or null when nothing fits. */
  best: FittingSystem | null;
  /** Notes on the whole answer: nothing fits, and the most spaces the site holds. */
  notes: Reason[];
  /** A conventional ramped car park on the same plot, to weigh the systems against, and its sentence. */
  baseline: RampedGarage;
  comparison: Reason;
};

/** Volumes within this factor of each other count as one size, so the building-type match can decide. */
const SIZE_STEP = 1.25;

/**
 * The ranking score of a fitting system, lower is better; each criterion outweighs the next:
 *   10000 × penalties (SUV version too light for a mixed car park; in a retrofit, a pit to dig
 *           or a new shaft/structure to build)
 * +  1000 × cost band (1 = cheapest per space ... 5; the euro ranges per space in figures.ts follow it)
 * +    10 × size class: the built volume (plan area with driveways × built height and depth) on a
 *           logarithmic scale in steps of 25 %, so fewer levels and a smaller footprint rank higher
 * +     1 × building-type mismatch (the system is not usually built for this kind of building).
 * Meeting the spaces, the peak hour, independent access and an all-SUV car park is not scored:
 * a system that misses any of them does not fit at all. Equal scores: the smaller built volume
 * first, then the site's order of systems.
 */
export function scoreOf(penalties: number, costBand: number, volumeM3: number, useMismatch: boolean): number {
  const sizeClass = Math.min(99, Math.max(0, Math.round(Math.log(Math.max(1, volumeM3)) / Math.log(SIZE_STEP))));
  return penalties * 10000 + costBand * 1000 + sizeClass * 10 + (useMismatch ? 1 : 0);
}

/**
 * Ranks the nine system types for the visitor's site. A pure function: the same input gives the
 * same answer, on the server and in the browser.
 */
export function recommend(input: SelectorInput): Recommendation {
  const uses = buildingTypeUses[input.buildingType];
  const fitting: Omit<FittingSystem, "rank">[] = [];
  const excluded: ExcludedSystem[] = [];
  let mostSpaces = 0;
  for (const system of parkingSystemList()) {
    const evaluation = evaluateSystem(system, input);
    if (!evaluation.fits) {
      mostSpaces = Math.max(mostSpaces, evaluation.mostSpaces);
      excluded.push({ fits: false, systemId: system.id, reasons: evaluation.reasons });
      continue;
    }
    const useMismatch = !system.uses.some((use) => uses.includes(use));
    const reasons: Reason[] = [
      ...evaluation.reasons,
      useMismatch ? { code: "useMismatch", values: {} } : { code: "useMatch", values: {} },
      {
        code: "costPerSpace",
        values: {
          equipmentMin: evaluation.figures.costPerSpaceEur.equipment[0],
          equipmentMax: evaluation.figures.costPerSpaceEur.equipment[1],
          totalMin: evaluation.figures.costPerSpaceEur.withCivilWorks[0],
          totalMax: evaluation.figures.costPerSpaceEur.withCivilWorks[1],
        },
      },
    ];
    const score = scoreOf(evaluation.penalties, system.costBand, evaluation.figures.volumeM3, useMismatch);
    fitting.push({
      fits: true,
      systemId: system.id,
      score,
      figures: evaluation.figures,
      layout: evaluation.layout,
      reasons,
    });
  }
  // Equal scores: the smaller built volume first; then (a stable sort) the site's order of systems.
  const ranked = fitting
    .sort((a, b) => a.score - b.score || a.figures.volumeM3 - b.figures.volumeM3)
    .map((system, index) => ({ ...system, rank: index + 1 }));

  const notes: Reason[] = [];
  if (ranked.length === 0) {
    notes.push({ code: "nothingFits", values: {} });
    if (mostSpaces > 0) notes.push({ code: "mostSpacesOnSite", values: { capacity: mostSpaces } });
  }
  // Cars charging in a stack or a rack: a fire spreads from car to car where no one can reach it.
  if (input.evSharePercent > 0) notes.push({ code: "evFireSafety", values: {} });
  const baseline = rampedGarage(input);
  const comparison: Reason = baseline.ramps
    ? {
        code: "rampedGarage",
        values: {
          capacity: baseline.capacity,
          levels: baseline.levelsAbove + baseline.levelsBelow,
          levelsAbove: baseline.levelsAbove,
          levelsBelow: baseline.levelsBelow,
          areaPerSpaceM2: Math.round(baseline.areaPerSpaceM2),
        },
      }
    : {
        code: "rampedGarageSurface",
        values: {
          capacity: baseline.capacity,
          minWidthM: RAMPED_GARAGE.minWidthM,
          minLengthM: RAMPED_GARAGE.minLengthM,
        },
      };
  return { ranked, excluded, best: ranked[0] ?? null, notes, baseline, comparison };
}
