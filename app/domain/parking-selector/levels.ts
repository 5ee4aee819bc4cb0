import type { ParkingSystem } from "~/content/parking-systems/systems";
import type { SelectorFigures } from "./figures";

/** One storey of the proposal, from the lowest up; elevations in metres from ground level. */
export type ProposalLevel = {
  /** "entry": the ground-level hand-over floor of automated systems and the car lift (no parked car). */
  kind: "parking" | "entry";
  /** Floor of the level: negative below ground. */
  bottomM: number;
  heightM: number;
  /** A taller, stronger level for SUVs. */
  suv: boolean;
  belowGround: boolean;
};

/** How a number of parking levels sits in the allowed height and depth. */
export type LevelPlan = {
  levels: number;
  above: number;
  below: number;
  /** Levels built in the SUV version (taller pitch). */
  suvLevels: number;
  /** Built height above ground, the entry floor included; built depth below ground. */
  heightAboveM: number;
  /** Clear height the machine needs above ground to work (the raised frame of a pit stacker). */
  clearHeightM: number;
  depthBelowM: number;
  list: ProposalLevel[];
};

const EPSILON = 1e-9;

/**
 * Level pitch of the standard version and of the taller levels for the large cars: taller by what
 * the large car stands above the standard car (up to the SUV version's car), as stackers and
 * puzzles are sold in steps of a few centimetres of car height. Without a stated height, the SUV
 * version's.
 */
export function levelPitches(system: ParkingSystem, suvHeightM?: number): { standardM: number; suvM: number } {
  const tallest =
    system.suvCapable && system.suvMaxCarHeightM !== null ? system.suvMaxCarHeightM : system.maxCarHeightM;
  const car = Math.min(suvHeightM ?? tallest, tallest);
  return {
    standardM: system.heightPerLevelM,
    suvM: round(system.heightPerLevelM + Math.max(0, car - system.maxCarHeightM)),
  };
}

/**
 * SUV levels among `levels`: none without SUVs (or without an SUV version); all of them for an
 * all-SUV car park or a system whose levels share one pitch (the carousel); otherwise the SUV
 * share of the levels, rounded up, at least one — "only some levels take SUVs".
 */
export function suvLevelsFor(
  levels: number,
  suvSharePercent: number,
  system: ParkingSystem,
  figures: SelectorFigures,
): number {
  if (suvSharePercent <= 0 || !system.suvCapable) return 0;
  if (suvSharePercent >= 100 || figures.uniformLevelPitch) return levels;
  return Math.min(levels, Math.max(1, Math.ceil((levels * suvSharePercent) / 100)));
}

type Allowed = { heightAboveM: number; depthBelowM: number; suvSharePercent: number; suvHeightM?: number };

/**
 * Where `levels` parking levels go within the allowed height and depth, or null. Levels stay above
 * ground where they can (digging costs more), except for systems that are usually dug
 * (figures.prefersBelowGround); the SUV levels sit nearest the ground, above ground first. Above
 * ground, an entry floor (figures.entryLevelHeightM) comes first. The height needed is the clear
 * height the machine works in: for a rising frame (figures.frameRises), the whole stack's.
 */
export function planLevels(
  levels: number,
  system: ParkingSystem,
  figures: SelectorFigures,
  allowed: Allowed,
): LevelPlan | null {
  const maxAbove = system.aboveGround ? figures.maxLevelsAbove : 0;
  const maxBelow = system.belowGround ? figures.maxLevelsBelow : 0;
  const pitch = levelPitches(system, allowed.suvHeightM);
  const suv = suvLevelsFor(levels, allowed.suvSharePercent, system, figures);
  const stack = (count: number, suvCount: number) => suvCount * pitch.suvM + (count - suvCount) * pitch.standardM;
  const fewestBelow = Math.max(figures.minLevelsBelow, levels - maxAbove);
  const mostBelow = Math.min(maxBelow, levels - figures.minLevelsAbove);
  for (let i = 0; i <= mostBelow - fewestBelow; i++) {
    const below = figures.prefersBelowGround ? mostBelow - i : fewestBelow + i;
    const above = levels - below;
    for (let suvAbove = Math.min(above, suv); suvAbove >= Math.max(0, suv - below); suvAbove--) {
      const suvBelow = suv - suvAbove;
      // A rising frame lifts the pit levels above ground to reach the pit car: the whole stack stands up.
      const standing = figures.frameRises ? stack(levels, suv) : stack(above, suvAbove);
      const height = above > 0 ? figures.entryLevelHeightM + standing : 0;
      const depth = stack(below, suvBelow);
      if (height <= allowed.heightAboveM + EPSILON && depth <= allowed.depthBelowM + EPSILON) {
        return {
          levels,
          above,
          below,
          suvLevels: suv,
          clearHeightM: round(height),
          ...describe(above, suvAbove, below, suvBelow, pitch, figures),
        };
      }
    }
  }
  return null;
}

function describe(
  above: number,
  suvAbove: number,
  below: number,
  suvBelow: number,
  pitch: { standardM: number; suvM: number },
  figures: SelectorFigures,
) {
  const list: ProposalLevel[] = [];
  // Below ground, built from the ground down: the SUV levels first (nearest the ground).
  let floor = 0;
  for (let i = 0; i < below; i++) {
    const suv = i < suvBelow;
    const heightM = suv ? pitch.suvM : pitch.standardM;
    floor = round(floor - heightM);
    list.unshift({ kind: "parking", bottomM: floor, heightM, suv, belowGround: true });
  }
  const depthBelowM = -floor;
  floor = 0;
  if (figures.entryLevelHeightM > 0) {
    list.push({ kind: "entry", bottomM: 0, heightM: figures.entryLevelHeightM, suv: false, belowGround: false });
    floor = figures.entryLevelHeightM;
  }
  for (let i = 0; i < above; i++) {
    const suv = i < suvAbove;
    const heightM = suv ? pitch.suvM : pitch.standardM;
    list.push({ kind: "parking", bottomM: floor, heightM, suv, belowGround: false });
    floor = round(floor + heightM);
  }
  return { heightAboveM: floor, depthBelowM, list };
}

/** Every level count the system can have on this site, fewest first, with its plan. */
export function levelPlans(system: ParkingSystem, figures: SelectorFigures, allowed: Allowed): LevelPlan[] {
  const plans: LevelPlan[] = [];
  for (let levels = system.minLevels; levels <= system.maxLevels; levels++) {
    const plan = planLevels(levels, system, figures, allowed);
    if (plan) plans.push(plan);
  }
  return plans;
}

/** The most levels the height and depth hold, ignoring the system's minimum (to say how short it falls). */
export function mostLevelsPossible(system: ParkingSystem, figures: SelectorFigures, allowed: Allowed): number {
  for (let levels = system.maxLevels; levels > 0; levels--) {
    if (planLevels(levels, system, figures, allowed)) return levels;
  }
  return 0;
}

/** Metres to the centimetre, without float noise (2 × 1.9 = 3.8, not 3.8000000000000003). */
export function round(metres: number): number {
  // (+ 0: no "-0 m" for a depth of nothing.)
  return Math.round(metres * 100) / 100 + 0;
}
