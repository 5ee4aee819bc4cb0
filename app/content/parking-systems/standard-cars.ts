/**
 * The car classes the makers' data sheets design for, shared by the systems built for them (a
 * system with other limits overrides the one figure that differs). Sources as in ./systems.ts.
 */
import type { ParkingSystem } from "./types";

type CarLimits = Pick<
  ParkingSystem,
  | "maxCarLengthM"
  | "maxCarWidthM"
  | "maxCarHeightM"
  | "maxCarWeightKg"
  | "suvCapable"
  | "suvMaxCarHeightM"
  | "suvMaxCarWeightKg"
>;

/** The stackers' and puzzle systems' standard car: 5.0 × 1.9 × 1.55 m, 2000 kg; SUVs to 2.0 m, 2600 kg. */
export const standardCar = {
  maxCarLengthM: 5.0,
  maxCarWidthM: 1.9,
  maxCarHeightM: 1.55,
  maxCarWeightKg: 2000,
  suvCapable: true,
  suvMaxCarHeightM: 2.0,
  suvMaxCarWeightKg: 2600,
} as const satisfies CarLimits;

/** The automated car parks' large car: 5.3 × 1.95 × 1.6 m, 2000 kg; SUVs to 2.05 m, 2500 kg. */
export const largeCar = {
  maxCarLengthM: 5.3,
  maxCarWidthM: 1.95,
  maxCarHeightM: 1.6,
  maxCarWeightKg: 2000,
  suvCapable: true,
  suvMaxCarHeightM: 2.05,
  suvMaxCarWeightKg: 2500,
} as const satisfies CarLimits;
