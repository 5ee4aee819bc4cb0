import { describe, expect, it } from "vitest";
import { parkingSystemIds, parkingSystems, type ParkingSystemId } from "~/content/parking-systems/systems";
import { NEUTRAL_SELECTOR_INPUT, type SelectorInput } from "./input";
import { recommend, type Recommendation } from "./recommend";
import type { ReasonCode } from "./reasons";

type Case = {
  name: string;
  input: Partial<SelectorInput>;
  /** The fitting systems, best first (the whole list). */
  ranked: ParkingSystemId[];
  /** Reason codes an excluded system must carry (exactly these, in this order). */
  excluded?: Partial<Record<ParkingSystemId, ReasonCode[]>>;
  notes?: ReasonCode[];
  more?: (result: Recommendation) => void;
};

/** A system's reason codes; a peak beyond the machines' capacity counts as a peak not met (these cases rank). */
const codes = (result: Recommendation, id: ParkingSystemId) =>
  [...result.ranked, ...result.excluded]
    .find((s) => s.systemId === id)
    ?.reasons.map((r) => (r.code === "peakOverCapacity" ? "peakNotMet" : r.code)) ?? [];
const best = (result: Recommendation) => result.ranked[0]!;
/** A site: spaces, plot length × width, height above and depth below ground (m), and other fields. */
const at = (
  spaces: number,
  plotLengthM: number,
  plotWidthM: number,
  heightAboveM: number,
  depthBelowM: number,
  other: Partial<SelectorInput> = {},
) => ({ spaces, plotLengthM, plotWidthM, heightAboveM, depthBelowM, ...other });
const neutral = NEUTRAL_SELECTOR_INPUT;
/** A 20-space residential garage; each case changes what it is about. */
const base: SelectorInput = { buildingType: "residential", ...neutral, ...at(20, 30, 20, 6, 0) };

const cases: Case[] = [
  {
    name: "a 4 × 4 m plot holds no module of any system: everything excluded as too small",
    input: at(20, 4, 4, 10, 0),
    ranked: [],
    notes: ["nothingFits"],
    more: (r) => parkingSystemIds.forEach((id) => expect(codes(r, id)).toContain("tooSmallFootprint")),
  },
  {
    // 7 × 8 m takes one tower (6.2 × 7.4 m) or one carousel (6.5 × 5.8 m); 40 m allow 19 tower levels.
    name: "7 × 8 m, 40 m high, 30 office spaces: the multi-slot tower (15 levels); the carousel stops at 16 cars",
    input: at(30, 7, 8, 40, 0, { buildingType: "office" }),
    ranked: ["multiSlot"],
    excluded: { rotating: ["notEnoughCapacity"], shuttle: ["tooSmallFootprint"], duplicator: ["notEnoughCapacity"] },
    more: (r) => expect(best(r).figures).toMatchObject({ modules: 1, levels: 15, capacity: 30 }),
  },
  {
    name: "7 × 8 m, 40 m high, 14 spaces: the rotary carousel of 7 levels; a tower is not built below 30 spaces",
    input: at(14, 7, 8, 40, 0, { buildingType: "office" }),
    ranked: ["rotating"],
    excluded: { multiSlot: ["belowSystemMinimum"], longitudinalForklift: ["belowSystemMinimum"] },
    more: (r) => expect(best(r).figures).toMatchObject({ levels: 7, capacity: 14 }),
  },
  {
    // Cost band 1 before 2; among band 2, the pit stacker (3 units, 1 pit + 1 above) is smaller than
    // the puzzle. 4 m hold the pit stacker's raised frame (2 × 1.75 m) but not 1 pit + 2 above (5.25 m).
    name: "6 spaces in a 4 m garage with a 2.5 m pit: duplicator (cheapest), then pit stacker, then puzzle",
    input: at(6, 20, 12, 4, 2.5),
    ranked: ["duplicator", "simple", "sliding"],
    excluded: {
      rotating: ["notEnoughLevels", "aboveGroundOnly", "needsClearHeight"],
      multiSlot: ["belowSystemMinimum", "notEnoughLevels", "needsClearHeight"],
    },
    more: (r) => {
      expect(best(r).figures).toMatchObject({ modules: 3, levels: 2, capacity: 6 });
      expect(r.ranked[1]!.figures).toMatchObject({ levelsAbove: 1, levelsBelow: 1, clearHeightM: 3.5 });
    },
  },
  {
    // The duplicator is built from one unit (the home page's private duplicator): no company minimum.
    name: "4 spaces: two duplicators, and no note that the company starts higher",
    input: at(4, 15, 10, 3.6, 0),
    ranked: ["duplicator"],
    excluded: {
      simple: ["belowSystemMinimum", "notEnoughLevels", "needsPit"],
      sliding: ["belowSystemMinimum"],
    },
  },
  {
    // No project ceiling: 63 carousels, 41 towers (13 levels in 30 m) or 53 shuttle bays on 10
    // levels. Public car park: dependent stackers excluded; 300 departures an hour spread over the
    // lifts. The puzzle grids, aisle cranes and the shaft's single lift cannot carry that peak.
    name: "1000 public spaces on 100 × 60 m: towers, shuttle, then dozens of carousels; no project-size ceiling",
    input: at(1000, 100, 60, 30, 12, { buildingType: "public", peakCarsPerHour: 300 }),
    ranked: ["multiSlot", "shuttle", "rotating"],
    excluded: {
      duplicator: ["strangersNeedIndependentAccess", "notEnoughCapacity"],
      circularForklift: ["peakNotMet"],
      sliding: ["peakNotMet"],
      longitudinalForklift: ["peakNotMet"],
    },
    more: (r) => {
      expect(r.ranked[0]!.figures).toMatchObject({ modules: 41, levels: 13, installations: 2 });
      expect(r.ranked[1]!.figures).toMatchObject({ modules: 53, levels: 10, machines: 14, meetsPeak: true });
      expect(codes(r, "multiSlot")).toContain("useMismatch"); // towers are not a usual public car park
      // Carousels would be dozens of installations, each with its entry and machine: ranked last.
      expect(codes(r, "rotating")).toContain("manyInstallations");
    },
  },
  {
    name: "1500 spaces: the same systems, more installations",
    input: at(1500, 150, 100, 26, 0, { buildingType: "public", peakCarsPerHour: 400 }),
    ranked: ["multiSlot", "shuttle", "rotating"],
    excluded: { duplicator: ["strangersNeedIndependentAccess"] },
    more: (r) => expect(r.ranked[1]!.figures).toMatchObject({ installations: 2, meetsPeak: true }),
  },
  {
    // 200 departures an hour: each unit with its own queue must stay about a third busy (wait bound),
    // so only systems with many units in parallel: 30 pit stackers or 22 carousels.
    name: "90 public spaces, 200 cars in the peak hour: only systems with many units in parallel",
    input: at(90, 40, 40, 24, 24, { buildingType: "public", peakCarsPerHour: 200 }),
    ranked: ["simple", "rotating"],
    excluded: {
      circularForklift: ["peakNotMet"],
      multiSlot: ["peakNotMet"],
      shuttle: ["peakNotMet"],
      duplicator: ["strangersNeedIndependentAccess", "peakNotMet"],
    },
    more: (r) => r.ranked.forEach((s) => expect(s.figures.utilisation).toBeLessThanOrEqual(0.8)),
  },
  {
    // The shaft's single lift: 20 departures × (103 s + 45 s) = 82 % busy, over the 80 % bound.
    name: "the same site with a 20-car peak: most systems fit; the single-lift shaft does not",
    input: at(90, 40, 40, 24, 24, { buildingType: "public", peakCarsPerHour: 20 }),
    ranked: ["sliding", "simple", "hydraulic", "rotating", "multiSlot", "longitudinalForklift", "shuttle"],
    excluded: { circularForklift: ["peakNotMet"], duplicator: ["strangersNeedIndependentAccess"] },
  },
  {
    name: "60 office spaces, 60 cars/h: duplicators, carousels, towers, shuttle; not the single-lift shaft",
    input: at(60, 40, 30, 30, 0, { buildingType: "office", peakCarsPerHour: 60 }),
    ranked: ["duplicator", "rotating", "multiSlot", "shuttle"],
    excluded: { circularForklift: ["peakNotMet"], sliding: ["peakNotMet"] },
    more: (r) => r.ranked.forEach((s) => expect(s.figures.meetsPeak).toBe(true)),
  },
  {
    name: "10 cars, 4.2 m garage and 2.5 m pit, no SUVs: the duplicator first",
    input: at(10, 20, 15, 4.2, 2.5),
    ranked: ["duplicator", "sliding", "simple"],
  },
  {
    // 2 levels, 30 % SUVs: one SUV level (2.2 m) + one standard (1.75 m) = 3.95 m ≤ 4.2 m.
    name: "same garage, 30 % SUVs: the duplicator still fits with one SUV level of two",
    input: at(10, 20, 15, 4.2, 2.5, { suvSharePercent: 30 }),
    ranked: ["duplicator", "sliding", "simple"],
    more: (r) =>
      expect(best(r).reasons).toContainEqual({
        code: "suvSomeLevels",
        values: { suvLevels: 1, levels: 2, levelHeightM: 1.75, suvLevelHeightM: 2.2 },
      }),
  },
  {
    // Two SUV levels need 4.4 m: the duplicator no longer fits; nor does the pit stacker, whose
    // raised frame needs the same 4.4 m. The puzzle keeps one SUV level in the pit, one above.
    name: "same garage, only SUVs: duplicator and pit stacker out (4.4 m needed), carousel out (no 2.5 t version)",
    input: at(10, 20, 15, 4.2, 2.5, { suvSharePercent: 100 }),
    ranked: ["sliding"],
    excluded: {
      duplicator: ["notEnoughLevels", "aboveGroundOnly", "needsClearHeight"],
      simple: ["notEnoughLevels", "needsRaisedFrameHeight"],
      rotating: ["suvNotSupported", "notEnoughLevels", "aboveGroundOnly", "needsClearHeight"],
    },
    more: (r) => {
      expect(best(r).figures).toMatchObject({ levelsAbove: 1, levelsBelow: 1, suvLevels: 2 });
      expect(best(r).layout.levels.map((l) => l.heightM)).toEqual([2.25, 2.25]);
    },
  },
  {
    // A large SUV weighs up to 2.6 t: systems whose SUV version carries 2.5 t (aisle stacker,
    // circular shaft) or 2.35 t (carousel) cannot take a car park of them.
    name: "only SUVs under 12 m: every level is an SUV level; 2.5 t versions are out",
    input: at(20, 25, 20, 12, 0, { suvSharePercent: 100 }),
    ranked: ["duplicator", "sliding", "hydraulic"],
    excluded: {
      rotating: ["suvNotSupported"],
      longitudinalForklift: ["suvNotSupported"],
      circularForklift: ["suvNotSupported"],
      simple: ["notEnoughLevels", "needsPit"],
    },
    more: (r) =>
      expect(best(r).reasons).toContainEqual({ code: "suvAllLevels", values: { levels: 3, levelHeightM: 2.2 } }),
  },
  {
    // A carousel's pallets share one pitch: any SUV share makes them all SUV pallets, and its 2350 kg rank it lower.
    name: "14 spaces on 7 × 8 m with 30 % SUVs: the carousel still, all pallets taller, marked as too light for big SUVs",
    input: at(14, 7, 8, 40, 0, { buildingType: "office", suvSharePercent: 30 }),
    ranked: ["rotating"],
    more: (r) => {
      expect(codes(r, "rotating")).toEqual(expect.arrayContaining(["suvAllLevels", "suvLimited"]));
      expect(best(r).score).toBeGreaterThanOrEqual(10000);
    },
  },
  {
    // Same cost band: the puzzle's 4 modules × 3 levels take less volume than 5 pit stackers with
    // the clear height their raised frames need.
    name: "independent access required: the duplicator (dependent) is out; puzzle, then pit stacker",
    input: at(10, 20, 15, 3.6, 2, { independentAccess: true }),
    ranked: ["sliding", "simple"],
    excluded: { duplicator: ["independentAccessMissing"] },
  },
  {
    name: "the same for a hotel: the puzzle first, the pit stacker marked as seldom built in hotels",
    input: at(10, 20, 15, 3.6, 2, { buildingType: "hotel", independentAccess: true }),
    ranked: ["sliding", "simple"],
    more: (r) => expect(codes(r, "simple")).toContain("useMismatch"),
  },
  {
    name: "new building, 12 independent spaces: the puzzle (5 modules × 3 levels) first",
    input: at(12, 20, 18, 3.6, 2, { independentAccess: true }),
    ranked: ["sliding", "simple"],
  },
  {
    // Digging a pit under an existing building: the puzzle spreads to 7 modules on 2 levels instead.
    name: "the same as a retrofit: the puzzle without pit first, the pit stacker ranked lower for its pit",
    input: at(12, 20, 18, 3.6, 2, { independentAccess: true, project: "retrofit" }),
    ranked: ["sliding", "simple"],
    more: (r) => {
      expect(best(r).figures).toMatchObject({ modules: 7, levels: 2, levelsBelow: 0 });
      expect(codes(r, "simple")).toContain("retrofitPit");
    },
  },
  {
    // 20 departures an hour on one puzzle grid or one aisle crane is more than a third of their time.
    name: "a retrofit with room for towers: automated systems carry the new-structure penalty",
    input: at(30, 20, 20, 15, 0, { peakCarsPerHour: 20, project: "retrofit" }),
    ranked: ["duplicator", "rotating", "multiSlot", "shuttle"],
    excluded: { sliding: ["peakNotMet"], longitudinalForklift: ["peakNotMet"] },
    more: (r) =>
      r.ranked
        .filter((s) => s.systemId === "multiSlot" || s.systemId === "shuttle")
        .forEach((s) => expect(s.reasons.map((x) => x.code)).toContain("retrofitStructure")),
  },
  {
    // Nothing above ground: the car lift (cost band 2) to 4 basement floors; drive-on stackers and
    // carousels need their entry level at ground.
    name: "underground only (12 m deep): car lift first; stackers and carousel need a level at ground",
    input: at(40, 30, 25, 0, 12),
    ranked: ["hydraulic", "longitudinalForklift", "multiSlot", "circularForklift", "shuttle"],
    excluded: {
      duplicator: ["notEnoughLevels", "aboveGroundOnly", "needsClearHeight"],
      rotating: ["notEnoughLevels", "aboveGroundOnly", "needsClearHeight"],
      sliding: ["notEnoughLevels", "needsClearHeight"],
      simple: ["notEnoughLevels", "needsRaisedFrameHeight"],
    },
    more: (r) => {
      r.ranked.forEach((s) => expect(s.figures.levelsAbove).toBe(0));
      expect(codes(r, "hydraulic")).toContain("needsEntryBuilding");
    },
  },
  {
    // Towers in pairs of rows along the 60 m, each pair facing an aisle; every lift about a third
    // busy at 60 departures an hour. The shuttle's own aisles reach every bay.
    name: "200 flats under a 60 × 17 m courtyard: towers, then shuttle",
    input: at(200, 60, 17, 0, 20, { peakCarsPerHour: 60 }),
    ranked: ["multiSlot", "shuttle"],
    excluded: { circularForklift: ["tooSmallFootprint"] },
  },
  {
    // An industrial site parks staff like an office: dependent duplicators are acceptable.
    name: "industrial staff car park, 50 spaces under 10 m: duplicators, carousels, shuttle; towers need 6 levels",
    input: at(50, 40, 20, 10, 0, { buildingType: "industrial", peakCarsPerHour: 40 }),
    ranked: ["duplicator", "rotating", "shuttle"],
    excluded: { multiSlot: ["notEnoughLevels", "needsClearHeight"], sliding: ["peakNotMet"] },
    more: (r) => expect(codes(r, "duplicator")).toContain("useMatch"),
  },
  {
    // A shop's staff or attendant can move a lower car (the home page's commercial duplicators).
    name: "80 retail spaces, 60 cars/h, 20 m deep: stackers, carousels, towers, shuttle; the single-lift shaft misses the peak",
    input: at(80, 35, 35, 6, 20, { buildingType: "retail", peakCarsPerHour: 60 }),
    ranked: ["duplicator", "simple", "rotating", "multiSlot", "shuttle"],
    excluded: { circularForklift: ["peakNotMet"] },
  },
];

describe("recommend: ranking the nine systems for a site", () => {
  it.each(cases)("$name", ({ input, ranked, excluded = {}, notes = [], more }) => {
    const site = { ...base, ...input };
    const result = recommend(site);
    expect(result.ranked.map((s) => s.systemId)).toEqual(ranked);
    expect(result.best?.systemId ?? null).toBe(ranked[0] ?? null);
    for (const id of parkingSystemIds) if (excluded[id]) expect(codes(result, id)).toEqual(excluded[id]);
    expect(result.notes.map((n) => n.code)).toEqual(notes);
    // Every system is either ranked or excluded, and an excluded one always says why.
    expect(result.ranked.length + result.excluded.length).toBe(parkingSystemIds.length);
    result.excluded.forEach((s) => expect(s.reasons.length).toBeGreaterThan(0));
    result.ranked.forEach((s) => checkProposal(site, s));
    more?.(result);
  });
});

/** What every proposal must satisfy: it holds the spaces, fits on the plot, in the height and depth. */
function checkProposal(site: SelectorInput, proposal: Recommendation["ranked"][number]) {
  const { figures, layout } = proposal;
  const system = parkingSystems[proposal.systemId];
  expect(figures.capacity).toBeGreaterThanOrEqual(site.spaces);
  expect(layout.modules).toHaveLength(figures.modules);
  expect(figures.modules).toBeLessThanOrEqual(system.maxModules * figures.installations);
  expect(figures.capacity).toBeLessThanOrEqual(system.capacityMaxSpaces * figures.installations);
  for (const rect of [...layout.modules, ...layout.driveways]) {
    expect(rect.x + rect.sizeX).toBeLessThanOrEqual(site.plotLengthM + 1e-6);
    expect(rect.y + rect.sizeY).toBeLessThanOrEqual(site.plotWidthM + 1e-6);
  }
  const overlaps = layout.modules.some((a, i) =>
    layout.modules.some(
      (b, j) =>
        i < j &&
        a.x < b.x + b.sizeX - 1e-6 &&
        b.x < a.x + a.sizeX - 1e-6 &&
        a.y < b.y + b.sizeY - 1e-6 &&
        b.y < a.y + a.sizeY - 1e-6,
    ),
  );
  expect(overlaps).toBe(false);
  const parking = layout.levels.filter((l) => l.kind === "parking");
  expect(parking).toHaveLength(figures.levels);
  expect(figures.levels).toBeGreaterThanOrEqual(system.minLevels);
  expect(figures.levels).toBeLessThanOrEqual(system.maxLevels);
  if (figures.levelsAbove > 0) expect(figures.clearHeightM).toBeLessThanOrEqual(site.heightAboveM + 1e-6);
  expect(layout.overall.depthBelowM).toBeLessThanOrEqual(site.depthBelowM + 1e-6);
  if (site.peakCarsPerHour > 0) expect(figures.throughputCarsPerHour).toBeGreaterThanOrEqual(site.peakCarsPerHour);
  if (site.peakCarsPerHour > 0) expect(figures.utilisation).toBeLessThanOrEqual(0.8);
  if (site.independentAccess) expect(system.independentAccess).toBe(true);
}
