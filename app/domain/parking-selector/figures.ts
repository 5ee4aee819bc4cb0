import type { BuildingUse, ParkingSystemId } from "~/content/parking-systems/systems";
import type { SelectorBuildingType } from "./limits";

/**
 * Figures the selector needs beyond the shared table (app/content/parking-systems/systems.ts),
 * keyed by system id. Where they come from: typical values published in manufacturers' planning
 * data (Wöhr, Klaus Multiparking, Westfalia, Lödige, Sotefin, Skyline, Park Plus, the rotary
 * makers) and the usual parking-design rules (EAR / Romanian NP 24: a 6 m aisle in front of
 * perpendicular 2.5 m stalls), as recalled without internet access: representative values of each
 * family, to be checked against the company's data sheets.
 */
export type SelectorFigures = {
  /**
   * Aisle a driver needs in front of each row of modules: the driver parks on the platform
   * (drive-on systems) or drives into the module's own entry cabin (towers, shafts, carousels, the
   * car lift). The first row faces the approach along the plot's edge (a street, a yard or an
   * existing garage aisle, outside the plot); each further pair of rows, back to back, shares an
   * aisle inside the plot. 0 = the rows are reached through the system's own aisle, whose lifts
   * and transfer bays stand at the approach (shuttle, aisle stacker).
   */
  drivewayDepthM: number;
  /**
   * Independent pit stackers: the platform frame rises to bring a pit car up to ground level, so
   * every level of the stack must fit above ground as well (the pit only stores it).
   */
  frameRises: boolean;
  /** Each car is behind another: taking out an upper car means driving the lower one out and back. */
  dependent: boolean;
  /**
   * Height of the ground-level floor that holds the entry (hand-over cabin, lift door) and no
   * parked car; 0 = the ground level is a parking level (stackers, the carousel's lowest pallet).
   * Needed even when nothing may stand above ground: the car has to get in somewhere.
   */
  entryLevelHeightM: number;
  /** Parking levels at or above ground (the ground level counts for stackers) and below. */
  maxLevelsAbove: number;
  maxLevelsBelow: number;
  /** Levels that must be below ground: the independent stacker's pit level. */
  minLevelsBelow: number;
  /** Levels that must be at ground or above: drive-on units are driven onto at the aisle's level. */
  minLevelsAbove: number;
  /**
   * What works in parallel: "module" = each module has its own lift or drive (towers, carousels,
   * stackers, the car lift); "row" = one machine per row of modules (the aisle's stacker crane, a
   * puzzle grid's power unit); "sharedLifts" = lifts shared along shuttle aisles (see below).
   */
  machines: "module" | "row" | "sharedLifts";
  /** Along which side of the module a row (a grid, an aisle) of modules runs. */
  rowAxis: "width" | "length";
  /** All levels have one pitch (the carousel's pallets): an SUV share makes every level an SUV level. */
  uniformLevelPitch: boolean;
  /** Levels go below ground first (round shafts are dug; an above-ground drum is rare). */
  prefersBelowGround: boolean;
  /** Needs a new shaft, tower or rack structure: hard to add to an existing building. */
  retrofitStructure: boolean;
  /** How the section is drawn: platforms on posts, levels beside a lift, or a carousel. */
  section: "stacker" | "lift" | "carousel";
  /** The driver rides in the car (the car lift): in the bay only to drive in and out, not to leave it. */
  driverRides?: boolean;
};

/** An existing basement's column, across the rows (0.5 m square: a usual reinforced-concrete column). */
export const COLUMN_WIDTH_M = 0.5;

/** The usual aisle for perpendicular stalls 2.5 m wide; about what a stacker's driver needs. */
export const DRIVEWAY_DEPTH_M = 6;
/** Clear height of an automated system's entry cabin with its doors and the lift's headroom. */
export const ENTRY_CABIN_HEIGHT_M = 2.5;

/**
 * What the systems entered through a cabin or lift door have in common (the automated ones and the
 * car lift): levels beside a lift, none required above or below ground, a structure hard to add
 * to an existing building. Each system below states only where it differs.
 */
const entryCabinSystem = {
  frameRises: false,
  dependent: false,
  entryLevelHeightM: ENTRY_CABIN_HEIGHT_M,
  minLevelsBelow: 0,
  minLevelsAbove: 0,
  rowAxis: "width",
  uniformLevelPitch: false,
  prefersBelowGround: false,
  retrofitStructure: true,
  section: "lift",
} as const satisfies Partial<SelectorFigures>;

/**
 * What the drive-on units have in common (stackers, puzzles, the carousel): driven onto from an
 * aisle at ground level, a unit with its own drive, easily set into an existing building.
 */
const driveOnUnit = {
  drivewayDepthM: DRIVEWAY_DEPTH_M,
  frameRises: false,
  dependent: false,
  entryLevelHeightM: 0,
  minLevelsBelow: 0,
  minLevelsAbove: 1,
  machines: "module",
  rowAxis: "width",
  uniformLevelPitch: false,
  prefersBelowGround: false,
  retrofitStructure: false,
  section: "stacker",
} as const satisfies Partial<SelectorFigures>;

export const selectorFigures = {
  multiSlot: {
    ...entryCabinSystem,
    drivewayDepthM: DRIVEWAY_DEPTH_M,
    maxLevelsAbove: 20,
    maxLevelsBelow: 20,
    machines: "module",
  },
  // Round shafts are dug (diaphragm walls); an above-ground drum is possible but rare.
  circularForklift: {
    ...entryCabinSystem,
    drivewayDepthM: DRIVEWAY_DEPTH_M,
    maxLevelsAbove: 12,
    maxLevelsBelow: 12,
    machines: "module",
    prefersBelowGround: true,
  },
  // Stackers stand on the garage floor, no pit: two or three cars one above the other (Parklift 411/421).
  duplicator: { ...driveOnUnit, dependent: true, maxLevelsAbove: 3, maxLevelsBelow: 0 },
  // Puzzle systems: above ground (TrendVario 4100–4300 type) or with one or two pit levels;
  // one power unit moves a grid's platforms one at a time.
  sliding: { ...driveOnUnit, maxLevelsAbove: 5, maxLevelsBelow: 2, machines: "row" },
  // One stacker crane per aisle; the aisle runs along the cars (modules in a row along their length).
  longitudinalForklift: {
    ...entryCabinSystem,
    drivewayDepthM: 0,
    maxLevelsAbove: 8,
    maxLevelsBelow: 8,
    machines: "row",
    rowAxis: "length",
  },
  // Independent stackers: one car in the pit, one or two above; without the pit they are duplicators.
  simple: { ...driveOnUnit, frameRises: true, maxLevelsAbove: 2, maxLevelsBelow: 1, minLevelsBelow: 1 },
  shuttle: {
    ...entryCabinSystem,
    drivewayDepthM: 0,
    maxLevelsAbove: 12,
    maxLevelsBelow: 12,
    machines: "sharedLifts",
  },
  // A freestanding carousel loaded at its lowest pallet, at ground level; nothing below ground.
  rotating: { ...driveOnUnit, maxLevelsAbove: 8, maxLevelsBelow: 0, uniformLevelPitch: true, section: "carousel" },
  // The car lift stops at a ground-floor entry (a full 2.9 m floor) and serves up to four parking
  // floors above or below; the driver waits on a 6 m apron in front of the lift door; the lift's
  // shaft through existing slabs is a structural job in a retrofit.
  hydraulic: {
    ...entryCabinSystem,
    drivewayDepthM: DRIVEWAY_DEPTH_M,
    entryLevelHeightM: 2.9,
    maxLevelsAbove: 4,
    maxLevelsBelow: 4,
    machines: "module",
    driverRides: true,
  },
} as const satisfies Record<ParkingSystemId, SelectorFigures>;

/**
 * What each system offers the design car beyond its data sheet's standard version (the table's
 * maxCarLengthM and maxCarWidthM), and the power its machines draw. Sources in decision 0026.
 * - `platformWidthM`: the platform's (pallet's, cab's) width for the standard car. A driver who
 *   parks on the platform gets out on it (2.30 m for a 1.90 m car, KLAUS TrendVario data); a pallet
 *   that leaves the transfer cabin empty of people needs a narrower margin (2.235 m, a published
 *   pallet for large SUVs).
 * - `widestPlatformM`: the widest platform offered (2.70 m for single stackers, published for
 *   Wöhr's pit stackers); an automated system's pallets come in one width; a car lift's cab is
 *   built to order (3.0 m usual, 3.5 m wide at most here; about 6 m long, so cars to 5.6 m). A car wider than the
 *   standard one needs the platform, and a drive-on unit its module, wider by the difference.
 * - `longestCarM`: the long version's car length (5.20 m on a puzzle's 5.70 m pit, KLAUS); a car
 *   longer than the standard one makes a drive-on module longer by the difference.
 * - `driveKw`: connected power of one machine's drive (hydraulic unit, lift, crane, carousel), at
 *   400 V three-phase; typical values, to be replaced by the company's data sheets.
 */
export type VehicleFigures = {
  platformWidthM: number;
  widestPlatformM: number;
  longestCarM: number;
  driveKw: number;
};

export const vehicleFigures = {
  multiSlot: { platformWidthM: 2.2, widestPlatformM: 2.2, longestCarM: 5.3, driveKw: 30 },
  circularForklift: { platformWidthM: 2.2, widestPlatformM: 2.2, longestCarM: 5.3, driveKw: 30 },
  duplicator: { platformWidthM: 2.3, widestPlatformM: 2.7, longestCarM: 5.2, driveKw: 3 },
  sliding: { platformWidthM: 2.3, widestPlatformM: 2.7, longestCarM: 5.2, driveKw: 3 },
  longitudinalForklift: { platformWidthM: 2.2, widestPlatformM: 2.2, longestCarM: 5.3, driveKw: 22 },
  simple: { platformWidthM: 2.3, widestPlatformM: 2.7, longestCarM: 5.2, driveKw: 3 },
  shuttle: { platformWidthM: 2.25, widestPlatformM: 2.25, longestCarM: 5.3, driveKw: 30 },
  rotating: { platformWidthM: 2.3, widestPlatformM: 2.3, longestCarM: 5.0, driveKw: 7.5 },
  hydraulic: { platformWidthM: 3.0, widestPlatformM: 3.5, longestCarM: 5.6, driveKw: 11 },
} as const satisfies Record<ParkingSystemId, VehicleFigures>;

/**
 * Charging an electric car in its space: 3.7 kW (16 A, one phase), what a platform's cable chain
 * carries and what a car parked overnight needs; the site's supply counts it for every electric
 * car's space, before any load management shares it out.
 */
export const EV_CHARGING_KW = 3.7;

/**
 * Shuttle systems: the module's footprint includes about one lift per ten bays (systems.ts); more
 * lifts can be put in when the peak calls for them, at most about one per four bays (the densest
 * arrangements published by Westfalia and Skyline, as recalled), and at least one per aisle.
 */
export const SHUTTLE_BAYS_PER_LIFT_USUAL = 10;
export const SHUTTLE_BAYS_PER_LIFT_DENSEST = 4;

/**
 * Building types whose car park strangers share (the public): nobody can be asked to move
 * another's car, so a dependent stacker is no option there. Homes, offices, plants, hotels (by
 * their valets) and shops (for staff, or with an attendant) share one among people who can.
 */
export const strangersShare: readonly SelectorBuildingType[] = ["public"];

/**
 * The uses in the systems' table that suit each building type. An industrial site parks its staff
 * like an office; "mixedUse" suits homes, offices, hotels and shops alike; a shop's car park is a
 * short-stay public one.
 */
export const buildingTypeUses: Record<SelectorBuildingType, readonly BuildingUse[]> = {
  residential: ["residential", "house", "mixedUse"],
  office: ["office", "mixedUse"],
  hotel: ["hotel", "mixedUse"],
  retail: ["retail", "publicCarPark", "mixedUse"],
  public: ["publicCarPark", "hospital"],
  industrial: ["office"],
};

/**
 * Throughput as a traffic engineer plans it (decision 0026). Each movement holds a lift, a crane or
 * a drive-on unit for the machine's own cycle (3600 s / the table's cars per hour) plus the driver's
 * time in the transfer bay or on the platform: getting out, checking, walking away on arrival;
 * walking in, getting in, driving off on departure. Vendors' cycle times leave this out; it is
 * 45 s to several minutes. These are the short ends, so the result is not pessimistic.
 */
export const DRIVER_DWELL_ARRIVAL_S = 60;
export const DRIVER_DWELL_DEPARTURE_S = 45;
/** A driver who rides in the car lift: driving into the cab and out at the other floor. [ind] */
export const DRIVER_RIDING_S = 25;
/**
 * A dependent stacker: to take out an upper car, the car below is driven out and parked back
 * afterwards (two short drives and a platform cycle more), about two minutes of the unit's time.
 */
export const DEPENDENT_SHUFFLE_S = 120;
/** Planning keeps each lift, crane or bay below this share of busy time; above it queues grow fast. */
export const MAX_UTILISATION = 0.8;
/** The waiting-time percentile the selector reports and bounds, and the bound itself. */
export const WAIT_PERCENTILE = 0.95;
/**
 * Squared coefficient of variation of a movement's time: the cycle varies with the level and the
 * bay (about ±40 %), the driver's dwell with the driver. 0.25 sits between constant (0) and
 * exponential (1) service.
 */
export const SERVICE_TIME_VARIATION = 0.25;
export const PEAK_WAIT_BOUND_S = 300;
/**
 * The peak hour factor: the hour's movements over four times those of its busiest quarter hour.
 * Car parks see sharp peaks (an office's morning, an event's end): 0.7, a quarter hour with about
 * 36 % of the hour's cars, where roads are planned at 0.85-0.95. The room to queue in front of the
 * entries is sized on that quarter hour; whether the peak is met, on the hour. [ind]
 */
export const PEAK_HOUR_FACTOR = 0.7;
/** More installations than this in one project rank lower: each brings its entry, machine and upkeep. [ind] */
export const MANY_INSTALLATIONS = 10;
/** A car waiting to enter takes its length and about a metre to the car in front. */
export const QUEUE_GAP_M = 1;

/**
 * Cost per space in euro, by the table's cost band: the equipment alone, and with its share of the
 * civil works (pit, shaft or building shell, power, fire safety). Order-of-magnitude planning
 * figures with the sources in decision 0026: automated systems about EUR 20,000 a space all in;
 * robotic equipment USD 12,000–15,000 a space; mechanical stackers a fraction of that.
 */
export const COST_PER_SPACE_EUR = {
  1: { equipment: [3000, 6000], withCivilWorks: [4000, 9000] },
  2: { equipment: [5000, 10000], withCivilWorks: [8000, 16000] },
  3: { equipment: [8000, 14000], withCivilWorks: [12000, 20000] },
  4: { equipment: [11000, 16000], withCivilWorks: [18000, 28000] },
  5: { equipment: [12000, 18000], withCivilWorks: [20000, 32000] },
} as const satisfies Record<
  1 | 2 | 3 | 4 | 5,
  { equipment: readonly [number, number]; withCivilWorks: readonly [number, number] }
>;
