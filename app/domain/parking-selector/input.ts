import { z } from "~/lib/zod";
import {
  CAR_LENGTH_RANGE_M,
  COLUMN_SPACING_RANGE_M,
  CAR_WIDTH_RANGE_M,
  DEPTH_BELOW_MAX_M,
  DESIGN_CAR,
  DESIGN_SUV,
  EV_SHARE_MAX_PERCENT,
  HEIGHT_ABOVE_MAX_M,
  METRE_DECIMALS,
  PEAK_CARS_PER_HOUR_MAX,
  PLOT_MAX_M,
  PLOT_MIN_M,
  SELECTOR_MAX_SPACES,
  SELECTOR_MIN_SPACES,
  SUV_HEIGHT_RANGE_M,
  SUV_SHARE_MAX_PERCENT,
  SUV_WEIGHT_RANGE_KG,
  selectorBuildingTypes,
  selectorErrorKeys,
  selectorFields,
  selectorParamNames,
  selectorProjects,
  selectorStreetSides,
  type SelectorBuildingType,
  type SelectorErrorKey,
  type SelectorField,
  type SelectorProject,
  type SelectorStreetSide,
} from "./limits";

/**
 * What a visitor tells the parking-system selector, validated alike in the browser and on the
 * server. Every value arrives as text (a form or a URL's query string); the schema trims it,
 * reads "12,5" and "12.5" alike, and names each field's first problem with a translation key
 * (./limits.ts, selectorErrorKeys).
 */
export type SelectorInput = {
  buildingType: SelectorBuildingType;
  /** Parking spaces wanted, SELECTOR_MIN_SPACES..SELECTOR_MAX_SPACES. */
  spaces: number;
  /** The plot (or the part of a building) the car park may take, in metres, to the centimetre. */
  plotLengthM: number;
  plotWidthM: number;
  /** The side of the plot the street runs along, which cars cross to come in. */
  streetSide: SelectorStreetSide;
  /** Height allowed above ground; 0 = nothing above ground but the entry. */
  heightAboveM: number;
  /** Depth allowed below ground; 0 = nothing below ground. */
  depthBelowM: number;
  /** An existing basement's columns across the rows, centre to centre; 0 = none. */
  columnSpacingM: number;
  /** The spacing of those columns' lines along the cars' direction, centre to centre; 0 = not given. */
  columnDepthSpacingM: number;
  /** The longest and the widest car (without mirrors) any space must take. */
  carLengthM: number;
  carWidthM: number;
  /** Share of the cars that are SUVs (taller, heavier), whole percent. */
  suvSharePercent: number;
  /** Height and weight of those large cars (the tallest, the heaviest). */
  suvHeightM: number;
  suvWeightKg: number;
  /** Share of the cars that are electric and charge in their space, whole percent. */
  evSharePercent: number;
  /** Cars to hand out (departures) in the busiest hour; 0 = not stated. */
  peakCarsPerHour: number;
  /** Cars arriving in that same hour; 0 = none or not stated. Both hold the machines. */
  peakArrivalsPerHour: number;
  /** Every car must be retrievable without moving another car. */
  independentAccess: boolean;
  project: SelectorProject;
};

/** The text of each field, as typed (to show a form again) or as a form starts. */
export type SelectorValues = Record<SelectorField, string>;
export type SelectorErrors = Partial<Record<SelectorField, SelectorErrorKey>>;
export type SelectorParseResult =
  | { ok: true; input: SelectorInput; values: SelectorValues }
  | { ok: false; errors: SelectorErrors; values: SelectorValues };

/** A form's fields on its first display: the optional figures start at their neutral value. */
export const defaultSelectorValues: SelectorValues = {
  buildingType: "residential",
  spaces: "",
  plotLengthM: "",
  plotWidthM: "",
  streetSide: "any",
  heightAboveM: "",
  depthBelowM: "",
  columnSpacingM: "",
  columnDepthSpacingM: "",
  carLengthM: "",
  carWidthM: "",
  suvSharePercent: "0",
  suvHeightM: "",
  suvWeightKg: "",
  evSharePercent: "0",
  peakCarsPerHour: "",
  peakArrivalsPerHour: "",
  independentAccess: "",
  project: "new",
};

type NumberRule = {
  /** Key for an empty field; without it an empty field reads as `fallback` (an optional figure). */
  required?: SelectorErrorKey;
  /** What an empty optional field means: 0 unless stated (the design car's usual size). */
  fallback?: number;
  /** 0 is allowed besides min..max (none: no columns). */
  orZero?: boolean;
  range: SelectorErrorKey;
  min: number;
  max: number;
  /** A count: decimals and thousands separators are refused ("1.000" is ambiguous in Romanian). */
  whole?: boolean;
  /** A unit the visitor may type after the number ("12,5 m", "30 %"). */
  unit?: "m" | "%" | "kg";
};

const UNITS = { m: /\s*m$/i, "%": /\s*%$/, kg: /\s*kg$/i } as const;

const DECIMAL = /^[+-]?\d+(?:[.,]\d+)?$/;
const WHOLE = /^[+-]?\d+$/;
/** "1 000" with a space or a (narrow) no-break space grouping thousands. */
const GROUPING_SPACE = /(\d)[\s\u00a0\u202f](?=\d{3}(?!\d))/g;

/** The number in a field's text, or the key of its problem. */
function readNumber(raw: string, rule: NumberRule): number | SelectorErrorKey {
  let text = raw.trim().replace(GROUPING_SPACE, "$1");
  if (rule.unit) text = text.replace(UNITS[rule.unit], "");
  if (text === "") return rule.required ?? rule.fallback ?? 0;
  if (!DECIMAL.test(text)) return "numberInvalid";
  if (rule.whole && !WHOLE.test(text)) return "wholeNumber";
  const factor = 10 ** (rule.whole ? 0 : METRE_DECIMALS);
  const value = Math.round(Number(text.replace(",", ".")) * factor) / factor;
  if (rule.orZero && value === 0) return 0;
  if (value < rule.min || value > rule.max) return rule.range;
  return value + 0; // no -0
}

function numberField(rule: NumberRule) {
  return z
    .string("numberInvalid" satisfies SelectorErrorKey)
    .optional()
    .transform((raw, ctx) => {
      const result = readNumber(raw ?? "", rule);
      if (typeof result === "number") return result;
      ctx.addIssue({ code: "custom", message: result });
      return z.NEVER;
    });
}

/** One of a list; empty means `empty` (a key: the field is required). */
function choiceField<const T extends string>(
  list: readonly T[],
  empty: T | SelectorErrorKey,
  invalid: SelectorErrorKey,
) {
  return z
    .string(invalid)
    .optional()
    .transform((raw, ctx) => {
      const text = (raw ?? "").trim();
      const found = list.find((item) => item === (text === "" ? empty : text));
      if (found !== undefined) return found;
      ctx.addIssue({ code: "custom", message: text === "" ? empty : invalid });
      return z.NEVER;
    });
}

const TRUE_TEXTS = ["1", "on", "true", "yes"];
const FALSE_TEXTS = ["", "0", "off", "false", "no"];

/** The fields' schemas, keyed by field (the form and the link use selectorParamNames). */
export const selectorFieldSchemas = {
  buildingType: choiceField(selectorBuildingTypes, "buildingTypeRequired", "buildingTypeInvalid"),
  spaces: numberField({
    required: "spacesRequired",
    range: "spacesRange",
    min: SELECTOR_MIN_SPACES,
    max: SELECTOR_MAX_SPACES,
    whole: true,
  }),
  plotLengthM: numberField({
    required: "lengthRequired",
    range: "lengthRange",
    min: PLOT_MIN_M,
    max: PLOT_MAX_M,
    unit: "m",
  }),
  plotWidthM: numberField({
    required: "widthRequired",
    range: "widthRange",
    min: PLOT_MIN_M,
    max: PLOT_MAX_M,
    unit: "m",
  }),
  streetSide: choiceField(selectorStreetSides, "any", "streetInvalid"),
  heightAboveM: numberField({ range: "heightRange", min: 0, max: HEIGHT_ABOVE_MAX_M, unit: "m" }),
  depthBelowM: numberField({ range: "depthRange", min: 0, max: DEPTH_BELOW_MAX_M, unit: "m" }),
  columnSpacingM: numberField({ range: "columnSpacingRange", ...COLUMN_SPACING_RANGE_M, orZero: true, unit: "m" }),
  columnDepthSpacingM: numberField({
    range: "columnDepthSpacingRange",
    ...COLUMN_SPACING_RANGE_M,
    orZero: true,
    unit: "m",
  }),
  carLengthM: numberField({ range: "carLengthRange", ...CAR_LENGTH_RANGE_M, fallback: DESIGN_CAR.lengthM, unit: "m" }),
  carWidthM: numberField({ range: "carWidthRange", ...CAR_WIDTH_RANGE_M, fallback: DESIGN_CAR.widthM, unit: "m" }),
  suvSharePercent: numberField({ range: "suvShareRange", min: 0, max: SUV_SHARE_MAX_PERCENT, whole: true, unit: "%" }),
  suvHeightM: numberField({ range: "suvHeightRange", ...SUV_HEIGHT_RANGE_M, fallback: DESIGN_SUV.heightM, unit: "m" }),
  suvWeightKg: numberField({
    range: "suvWeightRange",
    ...SUV_WEIGHT_RANGE_KG,
    fallback: DESIGN_SUV.weightKg,
    whole: true,
    unit: "kg",
  }),
  evSharePercent: numberField({ range: "evShareRange", min: 0, max: EV_SHARE_MAX_PERCENT, whole: true, unit: "%" }),
  peakCarsPerHour: numberField({ range: "peakRange", min: 0, max: PEAK_CARS_PER_HOUR_MAX, whole: true }),
  peakArrivalsPerHour: numberField({ range: "peakRange", min: 0, max: PEAK_CARS_PER_HOUR_MAX, whole: true }),
  independentAccess: z
    .string("choiceInvalid" satisfies SelectorErrorKey)
    .optional()
    .transform((raw, ctx) => {
      const text = (raw ?? "").trim().toLowerCase();
      if (TRUE_TEXTS.includes(text)) return true;
      if (FALSE_TEXTS.includes(text)) return false;
      ctx.addIssue({ code: "custom", message: "choiceInvalid" satisfies SelectorErrorKey });
      return z.NEVER;
    }),
  project: choiceField(selectorProjects, "new", "projectInvalid"),
} satisfies Record<SelectorField, z.ZodType>;

/** Nothing can be built where neither height above nor depth below is allowed. */
function buildsNothing(input: { heightAboveM: number; depthBelowM: number }): boolean {
  return input.heightAboveM <= 0 && input.depthBelowM <= 0;
}

/** Columns stand at the crossings of two sets of lines: those along the cars need those across. */
function columnLinesWithoutCrossing(input: { columnSpacingM: number; columnDepthSpacingM: number }): boolean {
  return input.columnDepthSpacingM > 0 && input.columnSpacingM <= 0;
}

/** The whole input: the fields' texts (by field name) to a SelectorInput. */
export const selectorInputSchema = z.object(selectorFieldSchemas).superRefine((input, ctx) => {
  if (buildsNothing(input)) ctx.addIssue({ code: "custom", path: ["heightAboveM"], message: "heightOrDepthRequired" });
  if (columnLinesWithoutCrossing(input))
    ctx.addIssue({ code: "custom", path: ["columnDepthSpacingM"], message: "columnDepthNeedsAcross" });
});

/** URLSearchParams, FormData, or a plain record of the form's values (keyed by selectorParamNames). */
export type SelectorSource = { get(name: string): unknown } | Readonly<Record<string, unknown>>;

function hasGet(source: SelectorSource): source is { get(name: string): unknown } {
  return typeof source.get === "function";
}

/** The text of each field in a form or query string; "" for an absent field or a file. */
export function readSelectorValues(source: SelectorSource): SelectorValues {
  const values = { ...defaultSelectorValues };
  for (const field of selectorFields) {
    const name = selectorParamNames[field];
    const value: unknown = hasGet(source) ? source.get(name) : source[name];
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

function isSelectorField(name: PropertyKey | undefined): name is SelectorField {
  return selectorFields.some((field) => field === name);
}

/**
 * Reads a submitted form or a shared link. On success, the input (and the texts as typed); on
 * failure, the first problem of each field as an error key, and the texts to show again.
 */
export function parseSelectorInput(source: SelectorSource): SelectorParseResult {
  const values = readSelectorValues(source);
  const result = selectorInputSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data, values };
  const errors: SelectorErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    const key = selectorErrorKeys.find((k) => k === issue.message);
    if (isSelectorField(field) && key) errors[field] ??= key;
  }
  // Zod skips the object's own check while a field fails: apply it when both figures are readable.
  if (!errors.heightAboveM && !errors.depthBelowM) {
    const heightAboveM = selectorFieldSchemas.heightAboveM.safeParse(values.heightAboveM).data ?? 0;
    const depthBelowM = selectorFieldSchemas.depthBelowM.safeParse(values.depthBelowM).data ?? 0;
    if (buildsNothing({ heightAboveM, depthBelowM })) errors.heightAboveM = "heightOrDepthRequired";
  }
  if (!errors.columnSpacingM && !errors.columnDepthSpacingM) {
    const columnSpacingM = selectorFieldSchemas.columnSpacingM.safeParse(values.columnSpacingM).data ?? 0;
    const columnDepthSpacingM =
      selectorFieldSchemas.columnDepthSpacingM.safeParse(values.columnDepthSpacingM).data ?? 0;
    if (columnLinesWithoutCrossing({ columnSpacingM, columnDepthSpacingM }))
      errors.columnDepthSpacingM = "columnDepthNeedsAcross";
  }
  return { ok: false, errors, values };
}

/** The optional fields' neutral values: a shareable link leaves them out. */
export const NEUTRAL_SELECTOR_INPUT = {
  streetSide: "any",
  heightAboveM: 0,
  depthBelowM: 0,
  columnSpacingM: 0,
  columnDepthSpacingM: 0,
  carLengthM: DESIGN_CAR.lengthM,
  carWidthM: DESIGN_CAR.widthM,
  suvSharePercent: 0,
  suvHeightM: DESIGN_SUV.heightM,
  suvWeightKg: DESIGN_SUV.weightKg,
  evSharePercent: 0,
  peakCarsPerHour: 0,
  peakArrivalsPerHour: 0,
  independentAccess: false,
  project: "new",
} as const satisfies Partial<SelectorInput>;
const neutral: Partial<Record<SelectorField, SelectorInput[SelectorField]>> = NEUTRAL_SELECTOR_INPUT;

/**
 * The canonical, short query string of an input: the fields in selectorFields' order, neutral
 * optional values left out, numbers with a dot and no trailing zeros. parseSelectorInput reads it
 * back to the same input.
 */
export function selectorSearchParams(input: SelectorInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of selectorFields) {
    const value = input[field];
    if (neutral[field] === value) continue;
    params.set(selectorParamNames[field], typeof value === "boolean" ? "1" : String(value));
  }
  return params;
}
