import type { ParkingSystem } from "~/content/parking-systems/systems";
import { EV_CHARGING_KW, vehicleFigures, type SelectorFigures } from "./figures";
import type { SelectorInput } from "./input";
import { round } from "./levels";
import type { LargeCarLimits, Reason } from "./reasons";

/** Rounding noise of metres read to the centimetre. */
const EPSILON = 1e-9;

/** A system as built for the visitor's design car, and why it cannot be where it cannot. */
export type SizedSystem = {
  /** The system with its module made longer or wider where a drive-on unit takes a larger car. */
  system: ParkingSystem;
  /** The platform (pallet, cab) width the design car needs. */
  platformWidthM: number;
  exclusions: Reason[];
};

/**
 * The system for the design car (./figures.ts, vehicleFigures): a car longer or wider than the
 * standard version's takes the long or wide version where there is one. A drive-on unit's module
 * is its platform, so it grows by the difference; an automated system's pallets come in one size.
 */
export function sizedForCars(
  system: ParkingSystem,
  figures: SelectorFigures,
  input: Pick<SelectorInput, "carLengthM" | "carWidthM">,
): SizedSystem {
  const vehicle = vehicleFigures[system.id];
  const exclusions: Reason[] = [];
  if (input.carLengthM > vehicle.longestCarM + EPSILON)
    exclusions.push({ code: "carTooLong", values: { carLengthM: input.carLengthM, maxLengthM: vehicle.longestCarM } });
  const longer = Math.max(0, input.carLengthM - system.maxCarLengthM);
  const wider = Math.max(0, input.carWidthM - system.maxCarWidthM);
  const platformWidthM = round(vehicle.platformWidthM + wider);
  if (platformWidthM > vehicle.widestPlatformM + EPSILON)
    exclusions.push({
      code: "carTooWide",
      values: {
        carWidthM: input.carWidthM,
        maxWidthM: round(system.maxCarWidthM + vehicle.widestPlatformM - vehicle.platformWidthM),
      },
    });
  const driveOn = figures.section === "stacker";
  const sized =
    driveOn && (longer > 0 || wider > 0)
      ? {
          ...system,
          moduleLengthM: round(system.moduleLengthM + longer),
          moduleWidthM: round(system.moduleWidthM + wider),
        }
      : system;
  return { system: sized, platformWidthM, exclusions };
}

/** Whether the large cars (their height and weight) fit the standard version. */
export function standardTakesLargeCars(
  system: ParkingSystem,
  input: Pick<SelectorInput, "suvHeightM" | "suvWeightKg">,
): boolean {
  return input.suvHeightM <= system.maxCarHeightM + EPSILON && input.suvWeightKg <= system.maxCarWeightKg;
}

/** Whether the system takes the large cars at all: in its standard version or its SUV version. */
export function takesLargeCars(
  system: ParkingSystem,
  input: Pick<SelectorInput, "suvHeightM" | "suvWeightKg">,
): boolean {
  return (
    standardTakesLargeCars(system, input) ||
    (system.suvCapable &&
      (system.suvMaxCarHeightM ?? 0) + EPSILON >= input.suvHeightM &&
      (system.suvMaxCarWeightKg ?? 0) >= input.suvWeightKg)
  );
}

/** What the selector tells a visitor whose large cars the system takes only in part, or not at all. */
export function largeCarLimits(
  system: ParkingSystem,
  input: Pick<SelectorInput, "suvHeightM" | "suvWeightKg">,
): LargeCarLimits {
  return {
    maxHeightM: system.suvMaxCarHeightM ?? system.maxCarHeightM,
    maxWeightKg: system.suvMaxCarWeightKg ?? system.maxCarWeightKg,
    designHeightM: input.suvHeightM,
    designWeightKg: input.suvWeightKg,
  };
}

/**
 * The connected load a proposal brings, in kW at 400 V: the drives (per installation too: each has
 * its own supply), and the chargers of the electric cars' spaces, which usually hang on a board of
 * their own whose load management shares them out.
 */
export type PowerSupply = {
  driveKw: number;
  /** Spaces with a charger: the electric cars' share of the spaces asked for, rounded up. */
  evSpaces: number;
  chargingKw: number;
  totalKw: number;
  /** The drives' connected load of one installation. */
  perInstallationKw: number;
};

const kw = (value: number) => Math.round(value * 10) / 10;

export function powerSupply(
  system: ParkingSystem,
  input: Pick<SelectorInput, "spaces" | "evSharePercent">,
  machines: number,
  installations: number,
): PowerSupply {
  const driveKw = kw(machines * vehicleFigures[system.id].driveKw);
  const evSpaces = Math.ceil((input.spaces * input.evSharePercent) / 100);
  const chargingKw = kw(evSpaces * EV_CHARGING_KW);
  const totalKw = kw(driveKw + chargingKw);
  return { driveKw, evSpaces, chargingKw, totalKw, perInstallationKw: kw(driveKw / Math.max(1, installations)) };
}
