import type { SelectorInput } from "./input";

/**
 * The baseline a customer weighs an automated system against: a conventional car park with
 * ramps on the same plot and within the same height and depth. Its figures (decision 0026):
 * - a floor of a ramped car park holds a car for every 25 m² of its gross area (the stall of
 *   2.5 × 5 m, its share of the 6 m aisle, the ramps, walls and columns): a synthetic German
 *   multi-storey car park of 5,762 m² gross floor area has 3,055 m² of stalls, about 24 m² a car;
 * - the levels are 2.9 m apart above ground and 3.0 m below (2.2 m clear for cars, the slab and
 *   beams), and a level above ground needs its 2.2 m clear under the height allowed;
 * - a ramp climbs one level at 15 % at most, with a gentler transition at each end, about 25 m
 *   long, and a car needs room to turn onto it: below 16 × 32 m (one aisle with stalls on both
 *   sides, a ramp and its turn) there is no room for ramps, and the plot is a surface car park:
 *   one row of stalls facing the approach, then rows in pairs on 6 m aisles.
 */
export const RAMPED_GARAGE = {
  grossAreaPerSpaceM2: 25,
  levelPitchAboveM: 2.9,
  levelPitchBelowM: 3.0,
  clearHeightM: 2.2,
  minWidthM: 16,
  minLengthM: 32,
  stallWidthM: 2.5,
  stallLengthM: 5,
  aisleM: 6,
} as const;

export type RampedGarage = {
  /** Whether ramps fit the plot (else a surface car park on the ground). */
  ramps: boolean;
  capacity: number;
  levelsAbove: number;
  levelsBelow: number;
  /** The plot's area on every level, per space. */
  areaPerSpaceM2: number;
};

/** Stalls on the ground with the approach along `front` metres and `depth` metres behind it. */
function surfaceStalls(front: number, depth: number): number {
  const { stallWidthM, stallLengthM, aisleM } = RAMPED_GARAGE;
  if (depth < stallLengthM) return 0;
  // The first row is driven into from the approach; then pairs of rows share an aisle, and a
  // last single row has an aisle of its own when there is room for one but not for a pair.
  const behind = depth - stallLengthM;
  const pairDepth = aisleM + 2 * stallLengthM;
  const rows = 1 + 2 * Math.floor(behind / pairDepth) + (behind % pairDepth >= aisleM + stallLengthM ? 1 : 0);
  return rows * Math.floor(front / stallWidthM);
}

/** What a conventional ramped (or surface) car park would hold on the visitor's plot. */
export function rampedGarage(input: SelectorInput): RampedGarage {
  const { plotLengthM: length, plotWidthM: width } = input;
  const g = RAMPED_GARAGE;
  const area = length * width;
  const ramps = Math.min(length, width) >= g.minWidthM && Math.max(length, width) >= g.minLengthM;
  if (!ramps) {
    const capacity = Math.max(surfaceStalls(length, width), surfaceStalls(width, length));
    return { ramps, capacity, levelsAbove: 1, levelsBelow: 0, areaPerSpaceM2: capacity ? area / capacity : 0 };
  }
  // The ground level, then the levels whose clear height fits under the height allowed, and below.
  // A small allowance for decimals: (5.1 - 2.2) / 2.9 is 0.99999... in floating point.
  const fits = (room: number, pitch: number) => Math.floor(room / pitch + 1e-9);
  const upper =
    input.heightAboveM >= g.clearHeightM ? fits(input.heightAboveM - g.clearHeightM, g.levelPitchAboveM) : 0;
  const levelsAbove = 1 + upper;
  const levelsBelow = fits(input.depthBelowM, g.levelPitchBelowM);
  const perLevel = Math.floor(area / g.grossAreaPerSpaceM2);
  const capacity = perLevel * (levelsAbove + levelsBelow);
  return {
    ramps,
    capacity,
    levelsAbove,
    levelsBelow,
    areaPerSpaceM2: capacity ? (area * (levelsAbove + levelsBelow)) / capacity : 0,
  };
}
