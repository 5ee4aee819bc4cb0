import type { ParkingSystem } from "~/content/parking-systems/systems";
import {
  COLUMN_WIDTH_M,
  MAX_UTILISATION,
  PEAK_WAIT_BOUND_S,
  SHUTTLE_BAYS_PER_LIFT_DENSEST,
  SHUTTLE_BAYS_PER_LIFT_USUAL,
  selectorFigures,
  strangersShare,
  type SelectorFigures,
} from "./figures";
import type { SelectorInput } from "./input";
import { arrangementExtent, arrangements, gridModules, grids, type Grid, type ProposalLayout } from "./site-plan";
import { levelPitches, levelPlans, mostLevelsPossible, planLevels, round } from "./levels";
import { describeProposal, installationsOf, peakQueue, type Candidate, type SystemFigures } from "./proposal";
import type { Reason } from "./reasons";
import { largeCarLimits, sizedForCars, standardTakesLargeCars, takesLargeCars } from "./vehicles";

/** One system on the site: its proposal, or why it does not fit. */
export type Evaluation =
  | {
      fits: true;
      system: ParkingSystem;
      figures: SystemFigures;
      layout: ProposalLayout;
      reasons: Reason[];
      penalties: number;
    }
  | { fits: false; system: ParkingSystem; reasons: Reason[]; mostSpaces: number };

/**
 * Machines working in parallel for a layout: one per module or per row; shuttle lifts from the
 * usual one per ten bays up to the densest arrangement, the fewest that meet the peak.
 */
function machinesFor(
  system: ParkingSystem,
  figures: SelectorFigures,
  modules: number,
  rows: number,
  levels: number,
  input: SelectorInput,
): number {
  if (figures.machines === "module") return modules;
  if (figures.machines === "row") return rows;
  const least = Math.max(rows, Math.ceil(modules / SHUTTLE_BAYS_PER_LIFT_USUAL));
  const most = Math.max(rows, Math.ceil(modules / SHUTTLE_BAYS_PER_LIFT_DENSEST));
  for (let lifts = least; lifts < most; lifts++) {
    if (peakQueue(system, figures, input, { modules, rows, machines: lifts, levels }).meetsPeak) return lifts;
  }
  return most;
}

function capacityOf(system: ParkingSystem, modules: number, rows: number, levels: number): number {
  return modules * system.carsPerModulePerLevel * levels - system.vacantSpacesPerLevel * rows * (levels - 1);
}

/**
 * The preferred of two layouts that hold the spaces: the one meeting the peak; in a retrofit, the
 * one without digging; then the fewest modules (footprint, machines), the fewest levels, the fewest
 * machines, the smallest footprint.
 */
function better(a: Candidate, b: Candidate, retrofit: boolean): boolean {
  const key = (c: Candidate) => [
    c.meetsPeak ? 0 : 1,
    retrofit && c.plan.below > 0 ? 1 : 0,
    c.modules,
    c.plan.levels,
    c.machines,
    c.footprintM2,
  ];
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] ?? 0) < (kb[i] ?? 0);
  return false;
}

/** One system on the visitor's site: its best proposal, or every reason it does not fit. */
export function evaluateSystem(standard: ParkingSystem, asked: SelectorInput): Evaluation {
  const figures = selectorFigures[standard.id];
  // The system in the size the design car needs; its taller levels only where the large cars need them.
  const sized = sizedForCars(standard, figures, asked);
  const system = sized.system;
  const input = standardTakesLargeCars(system, asked) ? { ...asked, suvSharePercent: 0 } : asked;
  const { spaces, suvSharePercent } = input;
  const plot = { lengthM: input.plotLengthM, widthM: input.plotWidthM };
  const exclusions: Reason[] = [...sized.exclusions];

  if (spaces < system.capacityMinSpaces)
    exclusions.push({ code: "belowSystemMinimum", values: { spaces, minSpaces: system.capacityMinSpaces } });
  if (input.independentAccess && !system.independentAccess)
    exclusions.push({ code: "independentAccessMissing", values: {} });
  else if (strangersShare.includes(input.buildingType) && !system.independentAccess)
    exclusions.push({ code: "strangersNeedIndependentAccess", values: {} });
  if (suvSharePercent >= 100 && !takesLargeCars(system, input))
    exclusions.push({ code: "suvNotSupported", values: largeCarLimits(system, input) });

  const usable = grids(system, figures, plot, input.streetSide, input.columnSpacingM, input.columnDepthSpacingM).filter(
    (grid) => gridModules(grid) > 0,
  );
  const fitsWith = (street: SelectorInput["streetSide"], columns: number) =>
    grids(system, figures, plot, street, columns, columns > 0 ? input.columnDepthSpacingM : 0).some(
      (grid) => gridModules(grid) > 0,
    );
  if (usable.length === 0 && input.columnSpacingM > 0 && fitsWith(input.streetSide, 0)) {
    // The plot would hold a module: the columns stand too close for one between them.
    exclusions.push({
      code: "columnsTooClose",
      values: { spacingM: input.columnSpacingM, neededM: round(system.moduleWidthM + COLUMN_WIDTH_M) },
    });
  } else if (usable.length === 0 && input.streetSide !== "any" && fitsWith("any", input.columnSpacingM)) {
    // From the other side it would: the car has to come in across the side the street runs along.
    exclusions.push({ code: "streetSideTooShort", values: { neededM: system.moduleLengthM } });
  } else if (usable.length === 0) {
    exclusions.push({
      code: "tooSmallFootprint",
      values: {
        plotLengthM: plot.lengthM,
        plotWidthM: plot.widthM,
        // The first row faces the approach outside the plot: one module is all the plot must hold.
        neededLengthM: system.moduleLengthM,
        neededWidthM: system.moduleWidthM,
      },
    });
  }
  const pitch = levelPitches(system, input.suvHeightM);
  const plans = levelPlans(system, figures, input);
  if (plans.length === 0) {
    const levelsPossible = mostLevelsPossible(system, figures, input);
    exclusions.push({
      code: "notEnoughLevels",
      values: {
        levelsPossible,
        minLevels: system.minLevels,
        heightAboveM: input.heightAboveM,
        depthBelowM: input.depthBelowM,
      },
    });
    const canGoBelow = system.belowGround && figures.maxLevelsBelow > 0;
    if (!canGoBelow && input.depthBelowM > 0) exclusions.push({ code: "aboveGroundOnly", values: {} });
    const pitDepthM = round(figures.minLevelsBelow * (suvSharePercent >= 100 ? pitch.suvM : pitch.standardM));
    if (pitDepthM > input.depthBelowM) exclusions.push({ code: "needsPit", values: { pitDepthM } });
    // What height would do, with the depth allowed (or the pit it needs).
    const unlimited = {
      ...input,
      heightAboveM: Number.MAX_SAFE_INTEGER,
      depthBelowM: Math.max(pitDepthM, input.depthBelowM),
    };
    const smallest = planLevels(system.minLevels, system, figures, unlimited);
    if (smallest && smallest.above > 0 && smallest.clearHeightM > input.heightAboveM)
      exclusions.push({
        code: figures.frameRises ? "needsRaisedFrameHeight" : "needsClearHeight",
        values: { heightM: smallest.clearHeightM },
      });
  }
  if (usable.length === 0 || plans.length === 0) return { fits: false, system, reasons: exclusions, mostSpaces: 0 };

  // Every arrangement of 1..n modules, each with the fewest levels that hold the spaces. A project
  // has as many installations as it needs: the system's size limits apply to each (proposal.ts).
  const retrofit = input.project === "retrofit";
  const top = plans[plans.length - 1]!;
  const candidateOf = (grid: Grid, modules: number, arrangement: { rows: number; perRow: number }) => {
    const plan = plans.find((p) => capacityOf(system, modules, arrangement.rows, p.levels) >= spaces);
    if (!plan) return null;
    // Every installation has its own machine at least (a puzzle grid's power unit, an aisle's crane).
    const installations = installationsOf(system, modules, capacityOf(system, modules, arrangement.rows, plan.levels));
    const machines = Math.max(
      installations,
      machinesFor(system, figures, modules, arrangement.rows, plan.levels, input),
    );
    const queue = peakQueue(system, figures, input, { modules, rows: arrangement.rows, machines, levels: plan.levels });
    const extent = arrangementExtent(system, figures, arrangement, grid);
    return {
      grid,
      arrangement,
      modules,
      plan,
      machines,
      queue,
      capacity: capacityOf(system, modules, arrangement.rows, plan.levels),
      meetsPeak: queue.meetsPeak,
      footprintM2: round(extent.deepM * extent.wideM),
    } satisfies Candidate;
  };
  let best: Candidate | null = null;
  let fastest: Candidate | null = null;
  let largest = { capacity: 0, modules: 0, levels: 0 };
  for (const grid of usable) {
    // The full grid, in its most rows, is the most this system holds here and the fastest it gets:
    // more modules and rows mean more machines and fewer levels. If that misses the peak, so does
    // every smaller layout, and the scan below is not needed.
    const all = gridModules(grid);
    const shapes = arrangements(all, grid, figures);
    const fewestRows = shapes[0];
    if (fewestRows) {
      const most = capacityOf(system, all, fewestRows.rows, top.levels);
      if (most > largest.capacity) largest = { capacity: most, modules: all, levels: top.levels };
    }
    const mostRows = shapes[shapes.length - 1];
    const full = mostRows ? candidateOf(grid, all, mostRows) : null;
    if (full && (!fastest || full.queue.throughputCarsPerHour > fastest.queue.throughputCarsPerHour)) fastest = full;
    if (!full || !full.meetsPeak) {
      if (full && (!best || better(full, best, retrofit))) best = full;
      continue;
    }
    for (let modules = 1; modules <= all; modules++) {
      // Candidates come in rising module counts: once one meets the peak (without a pit in a
      // retrofit), a layout of more modules cannot rank before it.
      if (best && best.meetsPeak && !(retrofit && best.plan.below > 0) && modules > best.modules) break;
      for (const arrangement of arrangements(modules, grid, figures)) {
        const candidate = candidateOf(grid, modules, arrangement);
        if (candidate && (!best || better(candidate, best, retrofit))) best = candidate;
      }
    }
  }
  if (!best) {
    exclusions.push({
      code: "notEnoughCapacity",
      values: { spaces, capacity: largest.capacity, modules: largest.modules, levels: largest.levels },
    });
  }
  if (best && fastest && !best.meetsPeak) {
    const values = {
      peakCarsPerHour: fastest.queue.movementsPerHour,
      throughputCarsPerHour: fastest.queue.throughputCarsPerHour,
      machines: fastest.machines,
      utilisationPercent: Math.round(fastest.queue.utilisation * 100),
      maxUtilisationPercent: Math.round(MAX_UTILISATION * 100),
    };
    // Beyond the machines' capacity the queue never clears; below it, the sentence says which
    // bound the peak breaks: the use, or the wait.
    exclusions.push(
      Number.isFinite(fastest.queue.waitP95S)
        ? {
            code: "peakNotMet",
            values: { ...values, waitP95S: Math.round(fastest.queue.waitP95S), boundS: PEAK_WAIT_BOUND_S },
          }
        : { code: "peakOverCapacity", values },
    );
  }
  if (!best || exclusions.length > 0)
    return { fits: false, system, reasons: exclusions, mostSpaces: exclusions.length > 0 ? largest.capacity : 0 };
  return {
    fits: true,
    system,
    ...describeProposal(system, figures, input, best, largest.capacity, sized.platformWidthM),
  };
}
