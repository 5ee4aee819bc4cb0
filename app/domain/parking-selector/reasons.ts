/**
 * Why the selector recommends, ranks lower or excludes a system: a code (a translation key) and
 * the numbers its sentence needs, e.g. { code: "fitsCapacity", values: { capacity: 84, levels: 4,
 * ... } } → "fits 84 cars on 4 levels". Metres are rounded to the centimetre, times are seconds.
 */
export type ReasonValues = {
  // Notes on the whole recommendation.
  /** No system fits, and what would: the most spaces the site holds with any system. */
  nothingFits: Record<string, never>;
  /** The most spaces any system holds on this site (shown when nothing fits). */
  mostSpacesOnSite: { capacity: number };
  /** Electric cars charge in their spaces: the fire safety that asks for (decision 0026). */
  evFireSafety: Record<string, never>;
  /** The baseline: a conventional car park with ramps on the same plot, height and depth. */
  rampedGarage: { capacity: number; levels: number; levelsAbove: number; levelsBelow: number; areaPerSpaceM2: number };
  /** No room for ramps: a surface car park is the baseline. */
  rampedGarageSurface: { capacity: number; minWidthM: number; minLengthM: number };

  // What a fitting system offers (shown with the proposal).
  fitsCapacity: {
    spaces: number;
    capacity: number;
    levels: number;
    levelsAbove: number;
    levelsBelow: number;
    modules: number;
  };
  /** Several installations of this system share the spaces. */
  severalInstallations: { installations: number };
  retrievalTime: { averageS: number };
  /** 95 % of the peak's movements wait at most `waitP95S` (M/M/c), within the bound; each takes `serviceS`. */
  peakQueue: { waitP95S: number; boundS: number; serviceS: number };
  /** Room for arriving cars to wait in front of each entry, 95 % of the time enough. */
  queueSpace: { cars: number; entries: number; laneM: number };
  /** The peak's movements (arrivals and departures) keep each machine under the planning utilisation. */
  peakMet: { peakCarsPerHour: number; machines: number; utilisationPercent: number; maxUtilisationPercent: number };
  /** No peak was stated: what the system hands out per hour. */
  throughput: { throughputCarsPerHour: number; machines: number };
  independentAccess: Record<string, never>;
  /** The lower car must leave before the upper one can come down (duplicator). */
  dependentAccess: Record<string, never>;
  suvAllLevels: { levels: number; levelHeightM: number };
  /** Only some levels take SUVs: `suvLevels` of `levels`, at the taller pitch. */
  suvSomeLevels: { suvLevels: number; levels: number; levelHeightM: number; suvLevelHeightM: number };
  /** Drivers need this much in front of each row: the approach for the first, an aisle for each further pair. */
  needsDriveway: { depthM: number };
  /** The allowed height is lower than the entry floor the system needs at ground level. */
  needsEntryBuilding: { heightM: number };
  useMatch: Record<string, never>;
  /** Cost per space in euro: equipment, and with the share of civil works. */
  costPerSpace: { equipmentMin: number; equipmentMax: number; totalMin: number; totalMax: number };
  /** The platform (pallet, cab) width for the design car. */
  platformFor: { platformWidthM: number; carLengthM: number; carWidthM: number };
  /** The power supply of the drives, in all and per installation (kW). */
  power: { totalKw: number; perInstallationKw: number };
  /** The same with chargers in the electric cars' spaces. */
  powerWithCharging: {
    totalKw: number;
    perInstallationKw: number;
    driveKw: number;
    chargingKw: number;
    evSpaces: number;
    /** One charger's power. */
    chargerKw: number;
  };

  // What ranks a fitting system lower.
  useMismatch: Record<string, never>;
  /** Mixed car park: the SUV version takes only the smaller or lighter of the large cars. */
  suvLimited: LargeCarLimits;
  /** More than `most` installations: each has its own entry, machine and upkeep. */
  manyInstallations: { installations: number; most: number };
  retrofitPit: { depthM: number };
  retrofitStructure: Record<string, never>;

  // Why a system does not fit (all that apply are listed).
  tooSmallFootprint: { plotLengthM: number; plotWidthM: number; neededLengthM: number; neededWidthM: number };
  /** An existing basement's columns stand closer than one module and a column need. */
  columnsTooClose: { spacingM: number; neededM: number };
  /** From the street's side the plot is not as deep as one module (from the other side it would be). */
  streetSideTooShort: { neededM: number };
  notEnoughLevels: { levelsPossible: number; minLevels: number; heightAboveM: number; depthBelowM: number };
  /** It cannot go below ground, and above ground there is not room enough. */
  aboveGroundOnly: Record<string, never>;
  /** It needs a pit this deep at least. */
  needsPit: { pitDepthM: number };
  notEnoughCapacity: { spaces: number; capacity: number; modules: number; levels: number };
  belowSystemMinimum: { spaces: number; minSpaces: number };
  /** Even the busiest layout keeps a machine too busy or the queue too long. */
  peakNotMet: PeakLoad & {
    /** The wait 95 % of drivers stay under, and its bound. */
    waitP95S: number;
    boundS: number;
  };
  /** The peak is more than the machines can move at all: the queue never clears. */
  peakOverCapacity: PeakLoad;
  /** The clear height the system's fewest levels need above ground, with the depth allowed. */
  needsClearHeight: { heightM: number };
  /** The same for a pit stacker, whose frame rises to bring the pit car up. */
  needsRaisedFrameHeight: { heightM: number };
  independentAccessMissing: Record<string, never>;
  /** A public car park: strangers cannot be asked to move each other's cars. */
  strangersNeedIndependentAccess: Record<string, never>;
  suvNotSupported: LargeCarLimits;
  /** The design car is longer than the system's long version takes. */
  carTooLong: { carLengthM: number; maxLengthM: number };
  /** The design car is wider than the system's widest platform takes. */
  carTooWide: { carWidthM: number; maxWidthM: number };
};

/**
 * The largest car a system takes (its SUV version's height and weight, else its standard
 * version's), beside the large car asked for.
 */
export type LargeCarLimits = { maxHeightM: number; maxWeightKg: number; designHeightM: number; designWeightKg: number };

/** The peak against what the machines move, as both reasons a peak excludes a system show it. */
type PeakLoad = {
  peakCarsPerHour: number;
  throughputCarsPerHour: number;
  machines: number;
  utilisationPercent: number;
  maxUtilisationPercent: number;
};

export type ReasonCode = keyof ReasonValues;
export type Reason = { [C in ReasonCode]: { code: C; values: ReasonValues[C] } }[ReasonCode];

/**
 * How the page shows a reason: a fact or note (i), a check passed (tick), a drawback (!), or a
 * show-stopper (cross). Only a check that passed may carry the tick.
 */
export type ReasonKind = "note" | "positive" | "penalty" | "exclusion";

/** Every reason code (a translation key of the selector's sentences) and how the page marks it. */
export const reasonKinds = {
  nothingFits: "note",
  mostSpacesOnSite: "note",
  evFireSafety: "note",
  rampedGarage: "note",
  rampedGarageSurface: "note",
  fitsCapacity: "positive",
  severalInstallations: "note",
  retrievalTime: "note",
  peakQueue: "positive",
  queueSpace: "note",
  peakMet: "positive",
  throughput: "note",
  independentAccess: "positive",
  dependentAccess: "penalty",
  suvAllLevels: "positive",
  suvSomeLevels: "positive",
  needsDriveway: "note",
  needsEntryBuilding: "penalty",
  useMatch: "positive",
  costPerSpace: "note",
  platformFor: "note",
  power: "note",
  powerWithCharging: "note",
  useMismatch: "penalty",
  suvLimited: "penalty",
  manyInstallations: "penalty",
  retrofitPit: "penalty",
  retrofitStructure: "penalty",
  tooSmallFootprint: "exclusion",
  columnsTooClose: "exclusion",
  streetSideTooShort: "exclusion",
  notEnoughLevels: "exclusion",
  aboveGroundOnly: "exclusion",
  needsPit: "exclusion",
  needsClearHeight: "exclusion",
  needsRaisedFrameHeight: "exclusion",
  notEnoughCapacity: "exclusion",
  belowSystemMinimum: "exclusion",
  peakNotMet: "exclusion",
  peakOverCapacity: "exclusion",
  independentAccessMissing: "exclusion",
  strangersNeedIndependentAccess: "exclusion",
  suvNotSupported: "exclusion",
  carTooLong: "exclusion",
  carTooWide: "exclusion",
} as const satisfies Record<ReasonCode, ReasonKind>;

/** A reason as a page shows it: its code, how to mark it, and its sentence in the page's language. */
export type ShownReason = { code: ReasonCode; kind: ReasonKind; text: string };
