import type { ParkingSystem } from "~/content/parking-systems/systems";
import { DESIGN_SUV, PEAK_BURST_SHARE, type SelectorFigures } from "./figures";
import type { SelectorInput } from "./input";
import { buildLayout, type Grid, type ProposalLayout } from "./site-plan";
import { levelPitches, round, type LevelPlan } from "./levels";
import type { Reason } from "./reasons";

/** The figures of one system's proposal on the visitor's site. */
export type SystemFigures = {
  /** Spaces built (at least the spaces asked for; a module or a level more rounds it up). */
  capacity: number;
  /** Spaces this system could hold on the plot at most (within its usual size). */
  maxCapacityOnPlot: number;
  levels: number;
  levelsAbove: number;
  levelsBelow: number;
  suvLevels: number;
  modules: number;
  /** Installations the spaces are split into (1 up to COMPANY_MAX_SPACES). */
  installations: number;
  /** Lifts, cranes, carousels or platforms working in parallel. */
  machines: number;
  throughputCarsPerHour: number;
  avgRetrievalS: number;
  /**
   * The wait of the last car when the busiest quarter of the peak hour (PEAK_BURST_SHARE of the
   * peak, rounded up) is called at once: the machines serve that queue in parallel, one car per
   * cycle (3600 s / the machine's cars per hour); the last car waits the full cycles before its
   * own, plus an average retrieval. Null when no peak was stated.
   */
  lastCarWaitS: number | null;
  burstCars: number;
  meetsPeak: boolean;
  /** Plan area of modules and driveways, and the built volume (that area × built height and depth). */
  footprintM2: number;
  volumeM3: number;
};

/** A layout that holds the spaces (./evaluate.ts picks the best). */
export type Candidate = {
  grid: Grid;
  arrangement: { rows: number; perRow: number };
  modules: number;
  plan: LevelPlan;
  capacity: number;
  machines: number;
  throughput: number;
  meetsPeak: boolean;
  footprintM2: number;
};

/** Whether the system's SUV version takes the design SUV (figures.ts). */
export function takesDesignSuv(system: ParkingSystem): boolean {
  return (
    system.suvCapable &&
    (system.suvMaxCarHeightM ?? 0) >= DESIGN_SUV.heightM &&
    (system.suvMaxCarWeightKg ?? 0) >= DESIGN_SUV.weightKg
  );
}

/** The figures, drawing and reasons of the chosen layout of a fitting system. */
export function describeProposal(
  system: ParkingSystem,
  figures: SelectorFigures,
  input: SelectorInput,
  c: Candidate,
  maxCapacityOnPlot: number,
  allowed: number,
): { figures: SystemFigures; layout: ProposalLayout; reasons: Reason[]; penalties: number } {
  const layout = buildLayout(
    system,
    figures,
    { lengthM: input.plotLengthM, widthM: input.plotWidthM },
    c.grid,
    c.arrangement,
    c.modules,
    c.plan,
  );
  const peak = input.peakCarsPerHour;
  const burstCars = Math.ceil(peak * PEAK_BURST_SHARE);
  const cycleS = 3600 / system.peakThroughputCarsPerHour;
  const lastCarWaitS =
    peak > 0 ? Math.round((Math.ceil(burstCars / c.machines) - 1) * cycleS + system.avgRetrievalTimeS) : null;
  const installations = Math.min(
    allowed,
    Math.max(Math.ceil(input.spaces / system.capacityMaxSpaces), Math.ceil(c.modules / system.maxModules)),
  );
  const footprintM2 = round(layout.overall.lengthM * layout.overall.widthM);
  const figuresOut: SystemFigures = {
    capacity: c.capacity,
    maxCapacityOnPlot,
    levels: c.plan.levels,
    levelsAbove: c.plan.above,
    levelsBelow: c.plan.below,
    suvLevels: c.plan.suvLevels,
    modules: c.modules,
    installations,
    machines: c.machines,
    throughputCarsPerHour: c.throughput,
    avgRetrievalS: system.avgRetrievalTimeS,
    lastCarWaitS,
    burstCars,
    meetsPeak: c.meetsPeak,
    footprintM2,
    volumeM3: Math.round(footprintM2 * (c.plan.heightAboveM + c.plan.depthBelowM)),
  };
  const pitch = levelPitches(system);
  const reasons: Reason[] = [
    {
      code: "fitsCapacity",
      values: {
        spaces: input.spaces,
        capacity: c.capacity,
        levels: c.plan.levels,
        levelsAbove: c.plan.above,
        levelsBelow: c.plan.below,
        modules: c.modules,
      },
    },
  ];
  if (installations > 1) reasons.push({ code: "severalInstallations", values: { installations } });
  reasons.push({ code: "retrievalTime", values: { averageS: system.avgRetrievalTimeS } });
  if (peak > 0) {
    reasons.push({
      code: "peakMet",
      values: { peakCarsPerHour: peak, throughputCarsPerHour: c.throughput, machines: c.machines },
    });
    reasons.push({ code: "peakQueue", values: { burstCars, lastCarWaitS: lastCarWaitS ?? 0, machines: c.machines } });
  } else {
    reasons.push({ code: "throughput", values: { throughputCarsPerHour: c.throughput, machines: c.machines } });
  }
  reasons.push(
    system.independentAccess ? { code: "independentAccess", values: {} } : { code: "dependentAccess", values: {} },
  );
  let penalties = 0;
  if (c.plan.suvLevels > 0 && c.plan.suvLevels === c.plan.levels)
    reasons.push({ code: "suvAllLevels", values: { levels: c.plan.levels, levelHeightM: pitch.suvM } });
  else if (c.plan.suvLevels > 0)
    reasons.push({
      code: "suvSomeLevels",
      values: {
        suvLevels: c.plan.suvLevels,
        levels: c.plan.levels,
        levelHeightM: pitch.standardM,
        suvLevelHeightM: pitch.suvM,
      },
    });
  if (input.suvSharePercent > 0 && !takesDesignSuv(system)) {
    penalties++;
    reasons.push({
      code: "suvLimited",
      values: { maxWeightKg: system.suvMaxCarWeightKg ?? system.maxCarWeightKg, designWeightKg: DESIGN_SUV.weightKg },
    });
  }
  if (figures.drivewayDepthM > 0) reasons.push({ code: "needsDriveway", values: { depthM: figures.drivewayDepthM } });
  if (figures.entryLevelHeightM > input.heightAboveM)
    reasons.push({ code: "needsEntryBuilding", values: { heightM: figures.entryLevelHeightM } });
  if (input.project === "retrofit" && c.plan.below > 0) {
    penalties++;
    reasons.push({ code: "retrofitPit", values: { depthM: c.plan.depthBelowM } });
  }
  if (input.project === "retrofit" && figures.retrofitStructure) {
    penalties++;
    reasons.push({ code: "retrofitStructure", values: {} });
  }
  return { figures: figuresOut, layout, reasons, penalties };
}
