/* Without Zod, so that the selector form in a page's first load can read the limits and lists. */
/**
 * The parking-system selector's fixed values: the fields a visitor fills in, the limit of each
 * (defined once here; the schema in ./input.ts, the form's min/max attributes and the
 * recommendation engine all read them), the query-string names and the error keys.
 */

import { SPACES_RANGE } from "~/domain/quote/spaces-range";

/** The kinds of building a visitor can choose. "public": a public or municipal car park. */
export const selectorBuildingTypes = ["residential", "office", "hotel", "retail", "public", "industrial"] as const;
export type SelectorBuildingType = (typeof selectorBuildingTypes)[number];

/** A new building, or a car park added to an existing one. */
export const selectorProjects = ["new", "retrofit"] as const;
export type SelectorProject = (typeof selectorProjects)[number];

/**
 * Which of the plot's sides the street (or the yard, or the existing garage's aisle) runs along:
 * cars come in across that side. "any": the selector picks the side that holds the most.
 */
export const selectorStreetSides = ["any", "long", "short"] as const;
export type SelectorStreetSide = (typeof selectorStreetSides)[number];

/**
 * Spaces the form accepts: the quote's range (a configuration's spaces must reach a quote), from
 * a single private space; a project takes as many installations of a system as it needs (each
 * within the system's own limits). Above 2000 the answer would only be "many installations".
 */
export const SELECTOR_MIN_SPACES = SPACES_RANGE.min;
export const SELECTOR_MAX_SPACES = SPACES_RANGE.max;

/** The plot's sides, in metres: at least 1 m (anything smaller is a typing mistake), at most 500 m. */
export const PLOT_MIN_M = 1;
export const PLOT_MAX_M = 500;
/** Height allowed above ground (0 = nothing above ground), in metres: a 100 m tower is already unusual. */
export const HEIGHT_ABOVE_MAX_M = 100;
/** Depth allowed below ground (0 = nothing below ground), in metres: deep shafts stop at about 50 m. */
export const DEPTH_BELOW_MAX_M = 50;
export const SUV_SHARE_MAX_PERCENT = 100;
/**
 * The design cars, in metres and kilograms: the longest and widest car any space must take (a
 * city car is 3.5 m long; the longest saloons and SUVs 5.3 m, pick-ups 5.9 m; the widest SUVs
 * 2.0 m without mirrors), and the height and weight of the large cars (SUVs, electric SUVs) of
 * their share. Outside these ranges a value is a typing mistake.
 */
export const CAR_LENGTH_RANGE_M = { min: 3, max: 6 } as const;
export const CAR_WIDTH_RANGE_M = { min: 1.4, max: 2.5 } as const;
export const SUV_HEIGHT_RANGE_M = { min: 1.4, max: 2.5 } as const;
export const SUV_WEIGHT_RANGE_KG = { min: 1000, max: 4000 } as const;
export const EV_SHARE_MAX_PERCENT = 100;
/** An existing basement's column spacing across the rows, centre to centre: 0 (none) or 3 to 20 m. */
export const COLUMN_SPACING_RANGE_M = { min: 3, max: 20 } as const;
/**
 * The car every space takes unless the visitor says otherwise: 5.0 m long and 1.9 m wide without
 * mirrors, the standard version of every system's data sheet (a large saloon or estate).
 */
export const DESIGN_CAR = { lengthM: 5.0, widthM: 1.9 } as const;
/**
 * The SUV the selector designs for when a visitor asks for SUVs: a large SUV (BMW X5, Audi Q7,
 * Mercedes GLE, VW Touareg) is 1.7–1.9 m tall with a margin and weighs 2.2–2.6 t, an electric one
 * 2.5–2.8 t. 2.0 m and 2600 kg cover the large SUVs and the lighter electric ones (the heaviest
 * electric SUVs need a heavy-duty version: decision 0026). A system whose SUV version stays below
 * either figure cannot take "only SUVs", and takes only the lighter ones in a mixed car park. The
 * visitor may state other figures (the form's empty fields mean these).
 */
export const DESIGN_SUV = { heightM: 2.0, weightKg: 2600 } as const;
/** Cars leaving (or arriving) in the busiest hour: 2000 is two lanes of a large public car park at full flow. */
export const PEAK_CARS_PER_HOUR_MAX = 2000;
/** Metre values are kept to the centimetre, so a shared link reads back exactly. */
export const METRE_DECIMALS = 2;

/** The selector's fields, in the order of the form and of the query string. */
export const selectorFields = [
  "buildingType",
  "spaces",
  "plotLengthM",
  "plotWidthM",
  "streetSide",
  "heightAboveM",
  "depthBelowM",
  "columnSpacingM",
  "columnDepthSpacingM",
  "carLengthM",
  "carWidthM",
  "suvSharePercent",
  "suvHeightM",
  "suvWeightKg",
  "evSharePercent",
  "peakCarsPerHour",
  "peakArrivalsPerHour",
  "independentAccess",
  "project",
] as const;
export type SelectorField = (typeof selectorFields)[number];

/**
 * The name of each field in the form and in the shareable query string (short, so the link is):
 * the form's inputs use these names, and parseSelectorInput reads them.
 */
export const selectorParamNames = {
  buildingType: "type",
  spaces: "spaces",
  plotLengthM: "length",
  plotWidthM: "width",
  streetSide: "street",
  heightAboveM: "height",
  depthBelowM: "depth",
  columnSpacingM: "columns",
  columnDepthSpacingM: "columnsdeep",
  carLengthM: "carlength",
  carWidthM: "carwidth",
  suvSharePercent: "suv",
  suvHeightM: "suvheight",
  suvWeightKg: "suvweight",
  evSharePercent: "ev",
  peakCarsPerHour: "peak",
  peakArrivalsPerHour: "arrivals",
  independentAccess: "independent",
  project: "project",
} as const satisfies Record<SelectorField, string>;

/** Error codes: translation keys of the selector form's messages, one per field at most. */
export const selectorErrorKeys = [
  /** No building type chosen. */
  "buildingTypeRequired",
  /** A building type that is not in the list (a hand-edited link). */
  "buildingTypeInvalid",
  "spacesRequired",
  /** Fewer than SELECTOR_MIN_SPACES (e.g. 0 or negative) or more than SELECTOR_MAX_SPACES. */
  "spacesRange",
  /** A decimal or a thousands separator in a field that counts (spaces, cars per hour, percent). */
  "wholeNumber",
  /** Text that is not a number ("ten", "12 m²", "1e3"). */
  "numberInvalid",
  "lengthRequired",
  /** Plot length outside PLOT_MIN_M..PLOT_MAX_M (negative, zero, absurd). */
  "lengthRange",
  "widthRequired",
  "widthRange",
  /** A street side that is none of selectorStreetSides (a hand-edited link). */
  "streetInvalid",
  /** Height above ground outside 0..HEIGHT_ABOVE_MAX_M. */
  "heightRange",
  /** Depth below ground outside 0..DEPTH_BELOW_MAX_M. */
  "depthRange",
  /** Both the height above and the depth below are 0: nothing can be built (shown on the height field). */
  "heightOrDepthRequired",
  "suvShareRange",
  /** A column spacing that is neither 0 nor 3 to 20 m. */
  "columnSpacingRange",
  /** A spacing of the lines of columns along the cars that is neither 0 nor 3 to 20 m. */
  "columnDepthSpacingRange",
  /** Lines of columns along the cars given without the spacing across the rows. */
  "columnDepthNeedsAcross",
  /** The design car's length, width, the large cars' height or weight outside their range. */
  "carLengthRange",
  "carWidthRange",
  "suvHeightRange",
  "suvWeightRange",
  "evShareRange",
  "peakRange",
  /** The independent-access checkbox carries a value that is neither on nor off. */
  "choiceInvalid",
  /** A project that is neither "new" nor "retrofit". */
  "projectInvalid",
] as const;
export type SelectorErrorKey = (typeof selectorErrorKeys)[number];

/** The query parameter naming the system a configuration proposes (the drawing shown, the quote asked for). */
export const SYSTEM_PARAM = "system";
