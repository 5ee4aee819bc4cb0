/**
 * The nine parking system types the site names, with the physical figures a parking-system
 * selector computes with and the product catalogue (scripts/make-catalogs.ts) prints.
 *
 * Where the figures come from: typical values published by manufacturers in their brochures and
 * planning data sheets (Wöhr, Klaus Multiparking, Westfalia, Lödige, Sotefin, Skyline, Boomerang,
 * Park Plus, the vertical-rotary makers), as recalled when this module was written: no internet
 * access was available to check them, and product designations are given as remembered. They are
 * representative mid values of each family, not any one product's guarantee, and are to be reviewed
 * against the company's own data sheets before anyone quotes them to a client.
 *
 * Conventions:
 * - A "module" is the unit that repeats in an installation: one platform column, one tower, one
 *   bay of an aisle. Its footprint includes its share of the system's own lift or aisle; the
 *   building's driveway in front of drive-on systems (duplicator, stackers, puzzle) is not included.
 * - Length is measured along the parked car, width across it.
 * - Levels count parking levels (for the car lift: the parking floors it serves).
 * - Texts (names, descriptions, typical use) in six languages are in ./texts.ts.
 */
import { automaticSystems } from "./figures-automatic";
import { semiAutomaticSystems } from "./figures-semi-automatic";
import { parkingSystemIds, type ParkingSystem, type ParkingSystemId } from "./types";

export { parkingSystemIds };
export type { Automation, BuildingUse, CostBand, Drive, ParkingSystem, ParkingSystemId } from "./types";

/** Every system's figures, by id; the sources are cited beside each in ./figures-*.ts. */
export const parkingSystems = { ...automaticSystems, ...semiAutomaticSystems } as const satisfies Record<
  ParkingSystemId,
  ParkingSystem
>;

/** The systems in the site's order. */
export function parkingSystemList(): ParkingSystem[] {
  return parkingSystemIds.map((id) => parkingSystems[id]);
}

/** Most spaces one installation of the system can physically hold, from its module figures. */
export function largestBuildableCapacity(system: ParkingSystem): number {
  const perModuleColumn = system.carsPerModulePerLevel * system.maxLevels;
  // The vacant spaces are per level and row: one row of modules, all levels but the top.
  return perModuleColumn * system.maxModules - system.vacantSpacesPerLevel * (system.maxLevels - 1);
}

/** Fewest spaces the smallest installation holds: one module on the fewest levels. */
export function smallestBuildableCapacity(system: ParkingSystem): number {
  return system.carsPerModulePerLevel * system.minLevels - system.vacantSpacesPerLevel * (system.minLevels - 1);
}
