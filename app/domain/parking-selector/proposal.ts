import type { ParkingSystem } from "~/content/parking-systems/systems";
import {
  COST_PER_SPACE_EUR,
  DEPENDENT_SHUFFLE_S,
  EV_CHARGING_KW,
  DRIVER_DWELL_ARRIVAL_S,
  DRIVER_DWELL_DEPARTURE_S,
  DRIVER_RIDING_S,
  MAX_UTILISATION,
  PEAK_HOUR_FACTOR,
  PEAK_WAIT_BOUND_S,
  QUEUE_GAP_M,
  MANY_INSTALLATIONS,
  SERVICE_TIME_VARIATION,
  WAIT_PERCENTILE,
  type SelectorFigures,
} from "./figures";
import { queueLengthPercentile, waitPercentileS } from "./queue";
import type { SelectorInput } from "./input";
import { buildLayout, type Grid, type ProposalLayout } from "./site-plan";
import { levelPitches, round, type LevelPlan } from "./levels";
import type { Reason } from "./reasons";
import { largeCarLimits, powerSupply, takesLargeCars, type PowerSupply } from "./vehicles";

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
  /** Installations the modules form: each within the system's modules and spaces per installation. */
  installations: number;
  /** Lifts, cranes, carousels or units working in parallel. */
  machines: number;
  /** Transfer bays (entry cabins, lift doors) where drivers hand over cars; 0 for drive-on units. */
  transferBays: number;
  /** Movements an hour the machines sustain at the planning utilisation (MAX_UTILISATION). */
  throughputCarsPerHour: number;
  avgRetrievalS: number;
  /** Mean time a movement holds its machine: cycle, driver's dwell, moving a lower car (./figures.ts). */
  serviceTimeS: number;
  /** Share of the peak hour each machine is busy (0–1 and above); null when no peak was stated. */
  utilisation: number | null;
  /** The wait before a movement starts that 95 % stay under (M/M/c); null without a peak. */
  waitP95S: number | null;
  /**
   * Arriving cars that wait in front of each entry (each machine's, or the shared lifts' one),
   * 95 % of the time no more, and the lane they take; null without arrivals in the peak.
   */
  queue: { entries: number; carsP95: number; laneM: number } | null;
  meetsPeak: boolean;
  /** Clear height above ground and pit depth the proposal needs, for the design car. */
  clearHeightM: number;
  pitDepthM: number;
  /** Width of one platform, pallet or lift cab (across the car), for the design car. */
  platformWidthM: number;
  /** The power supply: drives and chargers, in all and per installation. */
  power: PowerSupply;
  /** Cost per space in euro (ranges, basis in ./figures.ts). */
  costPerSpaceEur: { equipment: readonly [number, number]; withCivilWorks: readonly [number, number] };
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
  queue: PeakQueue;
  meetsPeak: boolean;
  footprintM2: number;
};

/** The peak hour on one layout's machines (./queue.ts). */
export type PeakQueue = {
  /** Arrivals and departures of the peak hour together. */
  movementsPerHour: number;
  serviceTimeS: number;
  utilisation: number;
  waitP95S: number;
  /** Arriving cars waiting in front of one queue's entry that 95 % of the time is not exceeded. */
  carsWaitingP95: number;
  throughputCarsPerHour: number;
  meetsPeak: boolean;
};

/**
 * The peak hour's queue on a layout (./queue.ts: M/G/c by Allen–Cunneen). Every arrival and departure holds a machine for its cycle
 * plus the driver's dwell; on a dependent stacker, a car that is not on the lowest level first has
 * the cars below it moved out and back. Cars are bound to their own unit (stackers, towers, shafts,
 * puzzle grids, aisle cranes: one queue each, the peak spread evenly) or share the lifts of one
 * shuttle system (one queue, c lifts). Meets the peak when each machine stays at or under
 * MAX_UTILISATION and 95 % of the movements wait at most PEAK_WAIT_BOUND_S.
 */
export function peakQueue(
  system: ParkingSystem,
  figures: SelectorFigures,
  input: SelectorInput,
  layout: { modules: number; rows: number; machines: number; levels: number },
): PeakQueue {
  const cycleS = 3600 / system.peakThroughputCarsPerHour;
  const shuffleS = figures.dependent ? ((layout.levels - 1) / layout.levels) * (DEPENDENT_SHUFFLE_S + cycleS) : 0;
  const rides = figures.driverRides === true;
  const inS = cycleS + (rides ? DRIVER_RIDING_S : DRIVER_DWELL_ARRIVAL_S) + shuffleS;
  const outS = cycleS + (rides ? DRIVER_RIDING_S : DRIVER_DWELL_DEPARTURE_S) + shuffleS;
  const arrivals = input.peakArrivalsPerHour;
  const departures = input.peakCarsPerHour;
  const movementsPerHour = arrivals + departures;
  const serviceS = movementsPerHour > 0 ? (arrivals * inS + departures * outS) / movementsPerHour : outS;
  const shared = figures.machines === "sharedLifts";
  const queues = shared ? 1 : layout.machines;
  const servers = shared ? layout.machines : 1;
  const perQueuePerS = movementsPerHour / 3600 / queues;
  const utilisation = (perQueuePerS * serviceS) / servers;
  const waitP95S =
    movementsPerHour > 0
      ? waitPercentileS(servers, perQueuePerS, serviceS, WAIT_PERCENTILE, SERVICE_TIME_VARIATION)
      : 0;
  // Departing drivers wait on foot; of the movements queued, the arrivals' share wait in their cars.
  // Room to queue is sized on the busiest quarter hour, which brings more than a quarter of the
  // hour's movements (PEAK_HOUR_FACTOR); where that outruns the machines, the queue grows through it.
  const quarterPerS = perQueuePerS / PEAK_HOUR_FACTOR;
  const queuedP95 =
    movementsPerHour === 0
      ? 0
      : quarterPerS * serviceS < servers
        ? queueLengthPercentile(servers, quarterPerS, serviceS, WAIT_PERCENTILE, SERVICE_TIME_VARIATION)
        : Math.ceil((quarterPerS - servers / serviceS) * 900);
  const carsWaitingP95 = arrivals > 0 ? Math.ceil((queuedP95 * arrivals) / movementsPerHour) : 0;
  return {
    movementsPerHour,
    serviceTimeS: Math.round(serviceS),
    utilisation,
    waitP95S,
    carsWaitingP95,
    throughputCarsPerHour: Math.floor((layout.machines * MAX_UTILISATION * 3600) / serviceS),
    meetsPeak: movementsPerHour === 0 || (utilisation <= MAX_UTILISATION && waitP95S <= PEAK_WAIT_BOUND_S),
  };
}

/** Installations `modules` modules holding `capacity` cars form: each within the system's own size. */
export function installationsOf(system: ParkingSystem, modules: number, capacity: number): number {
  return Math.max(Math.ceil(modules / system.maxModules), Math.ceil(capacity / system.capacityMaxSpaces));
}

/** The figures, drawing and reasons of the chosen layout of a fitting system. */
export function describeProposal(
  system: ParkingSystem,
  figures: SelectorFigures,
  input: SelectorInput,
  c: Candidate,
  maxCapacityOnPlot: number,
  platformWidthM: number,
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
  const peak = c.queue.movementsPerHour;
  const installations = installationsOf(system, c.modules, c.capacity);
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
    transferBays: figures.section === "stacker" ? 0 : c.machines,
    throughputCarsPerHour: c.queue.throughputCarsPerHour,
    avgRetrievalS: system.avgRetrievalTimeS,
    serviceTimeS: c.queue.serviceTimeS,
    utilisation: peak > 0 ? Math.round(c.queue.utilisation * 100) / 100 : null,
    waitP95S: peak > 0 ? Math.round(c.queue.waitP95S) : null,
    queue:
      input.peakArrivalsPerHour > 0 && Number.isFinite(c.queue.carsWaitingP95)
        ? {
            entries: figures.machines === "sharedLifts" ? 1 : c.machines,
            carsP95: c.queue.carsWaitingP95,
            laneM: round(c.queue.carsWaitingP95 * (input.carLengthM + QUEUE_GAP_M)),
          }
        : null,
    meetsPeak: c.meetsPeak,
    clearHeightM: Math.max(c.plan.heightAboveM, c.plan.clearHeightM),
    pitDepthM: c.plan.depthBelowM,
    platformWidthM,
    power: powerSupply(system, input, c.machines, installations),
    costPerSpaceEur: COST_PER_SPACE_EUR[system.costBand],
    footprintM2,
    // A rising frame needs its clear height kept free: it counts in the volume.
    volumeM3: Math.round(footprintM2 * (Math.max(c.plan.heightAboveM, c.plan.clearHeightM) + c.plan.depthBelowM)),
  };
  const pitch = levelPitches(system, input.suvHeightM);
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
  reasons.push({ code: "retrievalTime", values: { averageS: system.avgRetrievalTimeS } });
  if (installations > 1) reasons.push({ code: "severalInstallations", values: { installations } });
  if (peak > 0) {
    reasons.push({
      code: "peakMet",
      values: {
        peakCarsPerHour: peak,
        machines: c.machines,
        utilisationPercent: Math.round(c.queue.utilisation * 100),
        maxUtilisationPercent: Math.round(MAX_UTILISATION * 100),
      },
    });
    reasons.push({
      code: "peakQueue",
      values: { waitP95S: Math.round(c.queue.waitP95S), boundS: PEAK_WAIT_BOUND_S, serviceS: c.queue.serviceTimeS },
    });
    const queue = figuresOut.queue;
    if (queue && queue.carsP95 > 0)
      reasons.push({
        code: "queueSpace",
        values: { cars: queue.carsP95, entries: queue.entries, laneM: queue.laneM },
      });
  } else {
    reasons.push({
      code: "throughput",
      values: { throughputCarsPerHour: c.queue.throughputCarsPerHour, machines: c.machines },
    });
  }
  reasons.push(
    system.independentAccess ? { code: "independentAccess", values: {} } : { code: "dependentAccess", values: {} },
  );
  let penalties = 0;
  // Dozens of small installations, each with its entry, machine and upkeep, rank after a few large
  // ones: a large car park is built as one or a few.
  if (installations > MANY_INSTALLATIONS) {
    penalties++;
    reasons.push({ code: "manyInstallations", values: { installations, most: MANY_INSTALLATIONS } });
  }
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
  if (input.suvSharePercent > 0 && !takesLargeCars(system, input)) {
    penalties++;
    reasons.push({ code: "suvLimited", values: largeCarLimits(system, input) });
  }
  reasons.push({
    code: "platformFor",
    values: { platformWidthM, carLengthM: input.carLengthM, carWidthM: input.carWidthM },
  });
  const power = figuresOut.power;
  reasons.push(
    power.evSpaces > 0
      ? {
          code: "powerWithCharging",
          values: {
            totalKw: power.totalKw,
            perInstallationKw: power.perInstallationKw,
            driveKw: power.driveKw,
            chargingKw: power.chargingKw,
            evSpaces: power.evSpaces,
            chargerKw: EV_CHARGING_KW,
          },
        }
      : { code: "power", values: { totalKw: power.totalKw, perInstallationKw: power.perInstallationKw } },
  );
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
