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
   * Manoeuvring aisle the driver needs in front of each row of modules, inside the plot: drive-on
   * systems (the driver parks on the platform). Two facing rows share one aisle. 0 = the car is
   * handed over at an entry cabin inside the footprint (automated systems); its approach is
   * assumed to be the street or a drive outside the plot.
   */
  drivewayDepthM: number;
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
};

/** The usual aisle for perpendicular stalls 2.5 m wide; about what a stacker's driver needs. */
export const DRIVEWAY_DEPTH_M = 6;
/** Clear height of an automated system's entry cabin with its doors and the lift's headroom. */
export const ENTRY_CABIN_HEIGHT_M = 2.5;

export const selectorFigures = {
  multiSlot: {
    drivewayDepthM: 0,
    entryLevelHeightM: ENTRY_CABIN_HEIGHT_M,
    maxLevelsAbove: 20,
    maxLevelsBelow: 20,
    minLevelsBelow: 0,
    machines: "module",
    rowAxis: "width",
    uniformLevelPitch: false,
    prefersBelowGround: false,
    retrofitStructure: true,
    section: "lift",
  },
  // Round shafts are dug (diaphragm walls); an above-ground drum is possible but rare.
  circularForklift: {
    drivewayDepthM: 0,
    entryLevelHeightM: ENTRY_CABIN_HEIGHT_M,
    maxLevelsAbove: 12,
    maxLevelsBelow: 12,
    minLevelsBelow: 0,
    machines: "module",
    rowAxis: "width",
    uniformLevelPitch: false,
    prefersBelowGround: true,
    retrofitStructure: true,
    section: "lift",
  },
  // Two-post stackers stand on the garage floor, no pit: two levels, ground and upper platform.
  duplicator: {
    drivewayDepthM: DRIVEWAY_DEPTH_M,
    entryLevelHeightM: 0,
    maxLevelsAbove: 2,
    maxLevelsBelow: 0,
    minLevelsBelow: 0,
    machines: "module",
    rowAxis: "width",
    uniformLevelPitch: false,
    prefersBelowGround: false,
    retrofitStructure: false,
    section: "stacker",
  },
  // Puzzle systems: above ground (TrendVario 4100–4300 type) or with one pit level (6100–6300 type);
  // one power unit moves a grid's platforms one at a time.
  sliding: {
    drivewayDepthM: DRIVEWAY_DEPTH_M,
    entryLevelHeightM: 0,
    maxLevelsAbove: 5,
    maxLevelsBelow: 1,
    minLevelsBelow: 0,
    machines: "row",
    rowAxis: "width",
    uniformLevelPitch: false,
    prefersBelowGround: false,
    retrofitStructure: false,
    section: "stacker",
  },
  // One stacker crane per aisle; the aisle runs along the cars (modules in a row along their length).
  longitudinalForklift: {
    drivewayDepthM: 0,
    entryLevelHeightM: ENTRY_CABIN_HEIGHT_M,
    maxLevelsAbove: 8,
    maxLevelsBelow: 8,
    minLevelsBelow: 0,
    machines: "row",
    rowAxis: "length",
    uniformLevelPitch: false,
    prefersBelowGround: false,
    retrofitStructure: true,
    section: "lift",
  },
  // Independent stackers: one car in the pit, one or two above; without the pit they are duplicators.
  simple: {
    drivewayDepthM: DRIVEWAY_DEPTH_M,
    entryLevelHeightM: 0,
    maxLevelsAbove: 2,
    maxLevelsBelow: 1,
    minLevelsBelow: 1,
    machines: "module",
    rowAxis: "width",
    uniformLevelPitch: false,
    prefersBelowGround: false,
    retrofitStructure: false,
    section: "stacker",
  },
  shuttle: {
    drivewayDepthM: 0,
    entryLevelHeightM: ENTRY_CABIN_HEIGHT_M,
    maxLevelsAbove: 12,
    maxLevelsBelow: 12,
    minLevelsBelow: 0,
    machines: "sharedLifts",
    rowAxis: "width",
    uniformLevelPitch: false,
    prefersBelowGround: false,
    retrofitStructure: true,
    section: "lift",
  },
  // A freestanding carousel loaded at its lowest pallet, at ground level; nothing below ground.
  rotating: {
    drivewayDepthM: 0,
    entryLevelHeightM: 0,
    maxLevelsAbove: 8,
    maxLevelsBelow: 0,
    minLevelsBelow: 0,
    machines: "module",
    rowAxis: "width",
    uniformLevelPitch: true,
    prefersBelowGround: false,
    retrofitStructure: false,
    section: "carousel",
  },
  // The car lift stops at a ground-floor entry (a full 2.9 m floor) and serves up to four parking
  // floors above or below; the driver waits on a 6 m apron in front of the lift door; the lift's
  // shaft through existing slabs is a structural job in a retrofit.
  hydraulic: {
    drivewayDepthM: DRIVEWAY_DEPTH_M,
    entryLevelHeightM: 2.9,
    maxLevelsAbove: 4,
    maxLevelsBelow: 4,
    minLevelsBelow: 0,
    machines: "module",
    rowAxis: "width",
    uniformLevelPitch: false,
    prefersBelowGround: false,
    retrofitStructure: true,
    section: "lift",
  },
} as const satisfies Record<ParkingSystemId, SelectorFigures>;

/**
 * Shuttle systems: the module's footprint includes about one lift per ten bays (systems.ts); more
 * lifts can be put in when the peak calls for them, at most about one per four bays (the densest
 * arrangements published by Westfalia and Skyline, as recalled), and at least one per aisle.
 */
export const SHUTTLE_BAYS_PER_LIFT_USUAL = 10;
export const SHUTTLE_BAYS_PER_LIFT_DENSEST = 4;

/**
 * The SUV the selector designs for when a visitor asks for SUVs: a large or electric SUV (BMW X5/iX,
 * Audi Q7/Q8 e-tron, Mercedes GLE/EQE SUV, VW Touareg) is 1.7–1.9 m tall with a roof box margin and
 * weighs 2.2–2.6 t; 2.0 m and 2500 kg cover nearly all of them. A system whose SUV version stays below
 * either figure cannot take "only SUVs", and takes only the lighter ones in a mixed car park.
 */
export const DESIGN_SUV = { heightM: 2.0, weightKg: 2500 } as const;

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
 * The busiest quarter of the peak hour, whose cars are all called at its start (the end of a
 * shift, an event, the evening rush): the queue the "last car's wait" is computed for.
 */
export const PEAK_BURST_SHARE = 0.25;
