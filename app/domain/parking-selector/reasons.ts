/**
 * Why the selector recommends, ranks lower or excludes a system: a code (a translation key) and
 * the numbers its sentence needs, e.g. { code: "fitsCapacity", values: { capacity: 84, levels: 4,
 * ... } } → "fits 84 cars on 4 levels". Metres are rounded to the centimetre, times are seconds.
 */
export type ReasonValues = {
  // Notes on the whole recommendation.
  /** Fewer spaces than the company builds: a duplicator or a simple stacker is the usual answer. */
  belowCompanyRange: { spaces: number; minSpaces: number };
  /** More spaces than one installation holds: the proposal is several installations. */
  splitInstallations: { spaces: number; installations: number; maxSpacesPerInstallation: number };
  /** No system fits: a larger plot, more height or depth, or fewer spaces. */
  nothingFits: Record<string, never>;

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
  /** The last car called in the busiest quarter-hour (figures.ts, PEAK_BURST_SHARE) waits this long. */
  peakQueue: { burstCars: number; lastCarWaitS: number; machines: number };
  peakMet: { peakCarsPerHour: number; throughputCarsPerHour: number; machines: number };
  /** No peak was stated: what the system hands out per hour. */
  throughput: { throughputCarsPerHour: number; machines: number };
  independentAccess: Record<string, never>;
  /** The lower car must leave before the upper one can come down (duplicator). */
  dependentAccess: Record<string, never>;
  suvAllLevels: { levels: number; levelHeightM: number };
  /** Only some levels take SUVs: `suvLevels` of `levels`, at the taller pitch. */
  suvSomeLevels: { suvLevels: number; levels: number; levelHeightM: number; suvLevelHeightM: number };
  /** Drive-on: a manoeuvring aisle this deep is planned in front of the modules. */
  needsDriveway: { depthM: number };
  /** The allowed height is lower than the entry floor the system needs at ground level. */
  needsEntryBuilding: { heightM: number };
  useMatch: Record<string, never>;
  costBand: { band: number };

  // What ranks a fitting system lower.
  useMismatch: Record<string, never>;
  /** Mixed car park: the SUV version takes only the lighter SUVs. */
  suvLimited: { maxWeightKg: number; designWeightKg: number };
  retrofitPit: { depthM: number };
  retrofitStructure: Record<string, never>;

  // Why a system does not fit (all that apply are listed).
  tooSmallFootprint: { plotLengthM: number; plotWidthM: number; neededLengthM: number; neededWidthM: number };
  notEnoughLevels: { levelsPossible: number; minLevels: number; heightAboveM: number; depthBelowM: number };
  /** It cannot go below ground, and above ground there is not room enough. */
  aboveGroundOnly: Record<string, never>;
  /** It needs a pit this deep at least. */
  needsPit: { pitDepthM: number };
  notEnoughCapacity: { spaces: number; capacity: number; modules: number; levels: number };
  exceedsSystemCapacity: { spaces: number; maxSpaces: number };
  belowSystemMinimum: { spaces: number; minSpaces: number };
  peakNotMet: { peakCarsPerHour: number; throughputCarsPerHour: number; machines: number };
  independentAccessMissing: Record<string, never>;
  suvNotSupported: { maxHeightM: number; maxWeightKg: number; designHeightM: number; designWeightKg: number };
};

export type ReasonCode = keyof ReasonValues;
export type Reason = { [C in ReasonCode]: { code: C; values: ReasonValues[C] } }[ReasonCode];

/** How the page shows a reason: a note on the whole answer, a plus, a minus, or a show-stopper. */
export type ReasonKind = "note" | "positive" | "penalty" | "exclusion";

export const reasonKinds = {
  belowCompanyRange: "note",
  splitInstallations: "note",
  nothingFits: "note",
  fitsCapacity: "positive",
  severalInstallations: "positive",
  retrievalTime: "positive",
  peakQueue: "positive",
  peakMet: "positive",
  throughput: "positive",
  independentAccess: "positive",
  dependentAccess: "positive",
  suvAllLevels: "positive",
  suvSomeLevels: "positive",
  needsDriveway: "positive",
  needsEntryBuilding: "positive",
  useMatch: "positive",
  costBand: "positive",
  useMismatch: "penalty",
  suvLimited: "penalty",
  retrofitPit: "penalty",
  retrofitStructure: "penalty",
  tooSmallFootprint: "exclusion",
  notEnoughLevels: "exclusion",
  aboveGroundOnly: "exclusion",
  needsPit: "exclusion",
  notEnoughCapacity: "exclusion",
  exceedsSystemCapacity: "exclusion",
  belowSystemMinimum: "exclusion",
  peakNotMet: "exclusion",
  independentAccessMissing: "exclusion",
  suvNotSupported: "exclusion",
} as const satisfies Record<ReasonCode, ReasonKind>;

/** Every reason code: the translation keys of the selector's sentences. */
export const reasonCodes = [
  "belowCompanyRange",
  "splitInstallations",
  "nothingFits",
  "fitsCapacity",
  "severalInstallations",
  "retrievalTime",
  "peakQueue",
  "peakMet",
  "throughput",
  "independentAccess",
  "dependentAccess",
  "suvAllLevels",
  "suvSomeLevels",
  "needsDriveway",
  "needsEntryBuilding",
  "useMatch",
  "costBand",
  "useMismatch",
  "suvLimited",
  "retrofitPit",
  "retrofitStructure",
  "tooSmallFootprint",
  "notEnoughLevels",
  "aboveGroundOnly",
  "needsPit",
  "notEnoughCapacity",
  "exceedsSystemCapacity",
  "belowSystemMinimum",
  "peakNotMet",
  "independentAccessMissing",
  "suvNotSupported",
] as const satisfies readonly ReasonCode[];

/** Compile-time check that the list names every code of ReasonValues. */
export type ReasonCodesComplete = Exclude<ReasonCode, (typeof reasonCodes)[number]> extends never ? true : never;
const reasonCodesComplete: ReasonCodesComplete = true;
void reasonCodesComplete;

/** A reason as a page shows it: its code, how to mark it, and its sentence in the page's language. */
export type ShownReason = { code: ReasonCode; kind: ReasonKind; text: string };
