import { describe, expect, it } from "vitest";
import {
  NEUTRAL_SELECTOR_INPUT,
  defaultSelectorValues,
  parseSelectorInput,
  selectorInputSchema,
  selectorSearchParams,
  type SelectorInput,
} from "./input";
import { selectorErrorKeys, selectorFields, type SelectorErrorKey, type SelectorField } from "./limits";
import { recommend } from "./recommend";

/** A valid form, by query-string name. */
const form = { type: "office", spaces: "84", length: "30", width: "20", height: "12", depth: "6" };
const parse = (changes: Record<string, string> = {}) =>
  parseSelectorInput(new URLSearchParams({ ...form, ...changes }));

describe("parseSelectorInput: the visitor's text to an input", () => {
  it("trims, reads decimal commas and dots, units and grouped thousands", () => {
    const result = parse({
      type: " hotel ",
      spaces: " 1 000 ",
      length: "12,5",
      width: "30.25 m",
      height: "7,456",
      depth: "",
      suv: "30 %",
      peak: "45",
      independent: "on",
      project: "retrofit",
    });
    expect(result).toMatchObject({ ok: true, values: { plotLengthM: "12,5", spaces: " 1 000 " } });
    expect(result.ok && result.input).toEqual({
      ...NEUTRAL_SELECTOR_INPUT,
      buildingType: "hotel",
      spaces: 1000,
      plotLengthM: 12.5,
      plotWidthM: 30.25,
      heightAboveM: 7.46,
      depthBelowM: 0,
      suvSharePercent: 30,
      peakCarsPerHour: 45,
      peakArrivalsPerHour: 0,
      independentAccess: true,
      project: "retrofit",
    } satisfies SelectorInput);
  });

  it("gives the optional fields their neutral values when absent", () => {
    const result = parse();
    expect(result.ok && result.input).toMatchObject({
      suvSharePercent: 0,
      peakCarsPerHour: 0,
      peakArrivalsPerHour: 0,
      independentAccess: false,
      project: "new",
    });
  });

  // Each row: what was typed, and the error key the field gets.
  const invalid: [string, Record<string, string>, SelectorField, SelectorErrorKey][] = [
    ["no spaces", { spaces: "" }, "spaces", "spacesRequired"],
    ["zero spaces", { spaces: "0" }, "spaces", "spacesRange"],
    ["negative spaces", { spaces: "-5" }, "spaces", "spacesRange"],
    ["absurd spaces", { spaces: "50000" }, "spaces", "spacesRange"],
    ["text for spaces", { spaces: "ten" }, "spaces", "numberInvalid"],
    ["half a space", { spaces: "12,5" }, "spaces", "wholeNumber"],
    ["a dotted thousand, ambiguous in Romanian", { spaces: "1.000" }, "spaces", "wholeNumber"],
    ["no length", { length: " " }, "plotLengthM", "lengthRequired"],
    ["negative length", { length: "-30" }, "plotLengthM", "lengthRange"],
    ["a 5 km plot", { length: "5000" }, "plotLengthM", "lengthRange"],
    ["square metres for a length", { length: "30 m²" }, "plotLengthM", "numberInvalid"],
    ["exponent notation", { width: "1e3" }, "plotWidthM", "numberInvalid"],
    ["zero width", { width: "0" }, "plotWidthM", "widthRange"],
    ["a 150 m height", { height: "150" }, "heightAboveM", "heightRange"],
    ["negative depth", { depth: "-3" }, "depthBelowM", "depthRange"],
    ["120 % SUVs", { suv: "120" }, "suvSharePercent", "suvShareRange"],
    ["a negative peak", { peak: "-1" }, "peakCarsPerHour", "peakRange"],
    ["a 12 m car", { carlength: "12" }, "carLengthM", "carLengthRange"],
    ["a car 2.6 m wide", { carwidth: "2,6" }, "carWidthM", "carWidthRange"],
    ["a 3 m tall SUV", { suvheight: "3" }, "suvHeightM", "suvHeightRange"],
    ["an SUV of 26 t, a typing slip", { suvweight: "26000" }, "suvWeightKg", "suvWeightRange"],
    ["an SUV's weight in tonnes", { suvweight: "2,6" }, "suvWeightKg", "wholeNumber"],
    ["150 % electric cars", { ev: "150" }, "evSharePercent", "evShareRange"],
    ["an unknown building type", { type: "castle" }, "buildingType", "buildingTypeInvalid"],
    ["no building type", { type: "" }, "buildingType", "buildingTypeRequired"],
    ["a checkbox value neither on nor off", { independent: "maybe" }, "independentAccess", "choiceInvalid"],
    ["an unknown project", { project: "demolition" }, "project", "projectInvalid"],
    ["a street on a diagonal", { street: "diagonal" }, "streetSide", "streetInvalid"],
    ["columns 1 m apart", { columns: "1" }, "columnSpacingM", "columnSpacingRange"],
    ["columns 40 m apart", { columns: "40" }, "columnSpacingM", "columnSpacingRange"],
    [
      "lines of columns 2 m apart",
      { columnsdeep: "2", columns: "8" },
      "columnDepthSpacingM",
      "columnDepthSpacingRange",
    ],
    [
      "lines along the cars without those across",
      { columnsdeep: "8" },
      "columnDepthSpacingM",
      "columnDepthNeedsAcross",
    ],
    ["neither height nor depth", { height: "0", depth: "0" }, "heightAboveM", "heightOrDepthRequired"],
    ["height and depth left empty", { height: "", depth: "" }, "heightAboveM", "heightOrDepthRequired"],
  ];
  it.each(invalid)("%s: %j → %s %s", (_, typed, field, key) => {
    const result = parse(typed);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ [field]: key });
    // What was typed comes back to fill the form again.
    expect(result.values[field]).toBe(Object.values(typed)[0]);
    expect(selectorErrorKeys).toContain(key);
  });

  it("reads the design car with units, and an empty field as the usual car", () => {
    expect(
      parse({ carlength: "5,2 m", carwidth: "2.05", suvheight: "1,9 m", suvweight: "2 800 kg", ev: "30 %" }),
    ).toMatchObject({
      ok: true,
      input: { carLengthM: 5.2, carWidthM: 2.05, suvHeightM: 1.9, suvWeightKg: 2800, evSharePercent: 30 },
    });
    expect(parse({ carlength: "", carwidth: " ", suvheight: "", suvweight: "", ev: "" })).toMatchObject({
      ok: true,
      input: { carLengthM: 5, carWidthM: 1.9, suvHeightM: 2, suvWeightKg: 2600, evSharePercent: 0 },
    });
  });

  it("reports every field's problem at once, the height-or-depth rule included", () => {
    const result = parse({ spaces: "lots", length: "-1", height: "0", depth: "0" });
    expect(result).toMatchObject({
      ok: false,
      errors: { spaces: "numberInvalid", plotLengthM: "lengthRange", heightAboveM: "heightOrDepthRequired" },
    });
  });

  it("reads FormData and plain records alike; a file in a field reads as empty", () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(form)) data.set(name, value);
    data.set("suv", new Blob(["x"]));
    expect(parseSelectorInput(data)).toMatchObject({ ok: true, input: { spaces: 84, suvSharePercent: 0 } });
    expect(parseSelectorInput({ ...form, independent: "1" })).toMatchObject({
      ok: true,
      input: { independentAccess: true },
    });
  });

  it("the schema reads field names directly; defaults are a form's first values", () => {
    const parsed = selectorInputSchema.safeParse({
      ...defaultSelectorValues,
      spaces: "10",
      plotLengthM: "12",
      plotWidthM: "8",
      heightAboveM: "4",
    });
    expect(parsed.success && parsed.data).toMatchObject({ buildingType: "residential", spaces: 10, project: "new" });
    expect(Object.keys(defaultSelectorValues)).toEqual([...selectorFields]);
  });
});

describe("selectorSearchParams: a short, canonical, shareable link", () => {
  const input: SelectorInput = {
    ...NEUTRAL_SELECTOR_INPUT,
    buildingType: "public",
    spaces: 240,
    plotLengthM: 42.5,
    plotWidthM: 18.75,
    heightAboveM: 0,
    depthBelowM: 14,
    suvSharePercent: 25,
    peakCarsPerHour: 90,
    peakArrivalsPerHour: 0,
    independentAccess: true,
    project: "retrofit",
  };

  /** The same site with every optional figure at its neutral value (and a height, as it then has no depth). */
  const plain: SelectorInput = { ...input, ...NEUTRAL_SELECTOR_INPUT, heightAboveM: 3.5 };

  it("writes the fields in a fixed order, dots for decimals, leaving neutral values out", () => {
    expect(selectorSearchParams(input).toString()).toBe(
      "type=public&spaces=240&length=42.5&width=18.75&depth=14&suv=25&peak=90&independent=1&project=retrofit",
    );
    expect(selectorSearchParams(plain).toString()).toBe("type=public&spaces=240&length=42.5&width=18.75&height=3.5");
  });

  const roundTrips: SelectorInput[] = [
    input,
    plain,
    { ...input, carLengthM: 5.25, carWidthM: 2.05, suvHeightM: 1.85, suvWeightKg: 2800, evSharePercent: 35 },
    {
      ...NEUTRAL_SELECTOR_INPUT,
      buildingType: "residential",
      spaces: 1,
      plotLengthM: 1,
      plotWidthM: 500,
      heightAboveM: 100,
      depthBelowM: 50,
      suvSharePercent: 100,
      peakCarsPerHour: 2000,
      peakArrivalsPerHour: 0,
      independentAccess: false,
      project: "new",
    },
    {
      ...NEUTRAL_SELECTOR_INPUT,
      buildingType: "industrial",
      spaces: 2000,
      plotLengthM: 0.1 + 0.2 + 6,
      plotWidthM: 7.05,
      heightAboveM: 12.34,
      depthBelowM: 0.01,
      suvSharePercent: 1,
      peakCarsPerHour: 1,
      peakArrivalsPerHour: 0,
      independentAccess: true,
      project: "retrofit",
    },
  ];
  it.each(roundTrips)("parses back to the same input: %j", (original) => {
    const typed = parseSelectorInput(selectorSearchParams(original));
    expect(typed.ok).toBe(true);
    // The form keeps metres to the centimetre: 6.300000000000001 reads back as 6.3.
    const expected = { ...original, plotLengthM: Math.round(original.plotLengthM * 100) / 100 };
    expect(typed.ok && typed.input).toEqual(expected);
    // Canonical: writing the parsed input again gives the very same link.
    if (typed.ok) expect(selectorSearchParams(typed.input).toString()).toBe(selectorSearchParams(original).toString());
  });

  it("a shared link leads to the same recommendation", () => {
    const first = parse({ spaces: "40", length: "30", width: "25", height: "0", depth: "12" });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const again = parseSelectorInput(
      new URL(`https://example.com/parking-selector?${selectorSearchParams(first.input).toString()}`).searchParams,
    );
    expect(again.ok && recommend(again.input)).toEqual(recommend(first.input));
  });
});
