/** The shape of a parking system's figures (./systems.ts explains the conventions and sources). */
import type { DrawingProduct } from "../drawings";

export const parkingSystemIds = [
  "multiSlot",
  "circularForklift",
  "duplicator",
  "sliding",
  "longitudinalForklift",
  "simple",
  "shuttle",
  "rotating",
  "hydraulic",
] as const;
export type ParkingSystemId = (typeof parkingSystemIds)[number];

export type Drive = "hydraulic" | "electric";
/** Semi-automatic: the driver parks on the platform or lift; automatic: the system stores the car. */
export type Automation = "semiAutomatic" | "automatic";
export type BuildingUse =
  "house" | "residential" | "office" | "hotel" | "retail" | "publicCarPark" | "hospital" | "mixedUse";
/**
 * Relative investment per parking space for a typical installation of the system: 1 = lowest
 * (mechanical stackers sharing the building's driveway), 5 = highest (fully automated, several
 * machines working in parallel). An ordinal ranking to compare systems with, not a price.
 */
export type CostBand = 1 | 2 | 3 | 4 | 5;

export type ParkingSystem = {
  id: ParkingSystemId;
  automation: Automation;
  /** Plan area of one module, including its share of the system's lift or aisle (see above). */
  moduleLengthM: number;
  moduleWidthM: number;
  /** Vertical pitch between parking levels (for the car lift: floor to floor; for the carousel: pallet pitch). */
  heightPerLevelM: number;
  carsPerModulePerLevel: number;
  /** Spaces per level and row that stay empty so platforms can move (puzzle: one on every level but the top). */
  vacantSpacesPerLevel: number;
  minLevels: number;
  maxLevels: number;
  aboveGround: boolean;
  belowGround: boolean;
  /** Largest car of the standard version. */
  maxCarLengthM: number;
  maxCarWidthM: number;
  maxCarHeightM: number;
  maxCarWeightKg: number;
  /** A version for SUVs exists (taller levels, stronger platforms), with these limits. */
  suvCapable: boolean;
  suvMaxCarHeightM: number | null;
  suvMaxCarWeightKg: number | null;
  /** Typical average time from request to the car at the exit, in seconds. */
  avgRetrievalTimeS: number;
  /** Peak throughput of one lift (automated), one machine or one module (stackers), cars per hour. */
  peakThroughputCarsPerHour: number;
  /** Every car can be taken out without moving another car by hand or driving another car out. */
  independentAccess: boolean;
  /** Spaces in one installation, as usually built. */
  capacityMinSpaces: number;
  capacityMaxSpaces: number;
  /** Modules (columns, towers, bays, lifts) in one installation at most, as usually built. */
  maxModules: number;
  costBand: CostBand;
  drive: readonly Drive[];
  uses: readonly BuildingUse[];
  /** The site's technical drawings of products of this type (app/content/drawings.ts). */
  drawingProducts: readonly DrawingProduct["id"][];
};
