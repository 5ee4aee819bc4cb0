import { describe, expect, it } from "vitest";
import type { ParkingSystemId } from "~/content/parking-systems/systems";
import { MAX_UTILISATION, PEAK_WAIT_BOUND_S } from "./figures";
import { selectorSite } from "../../../tests/support/selector-site";
import { recommend, type FittingSystem, type Recommendation } from "./recommend";

/**
 * The cases a parking-systems engineer checks the selector against. Each expectation is written
 * from the physics of the site and the machine (the comment says why), not from the code's output.
 */
const site = (spaces: number, lengthM: number, widthM: number, heightM: number, depthM: number) =>
  selectorSite({ spaces, plotLengthM: lengthM, plotWidthM: widthM, heightAboveM: heightM, depthBelowM: depthM });

const fitting = (r: Recommendation, id: ParkingSystemId): FittingSystem | undefined =>
  r.ranked.find((s) => s.systemId === id);
const codesOf = (r: Recommendation, id: ParkingSystemId) =>
  [...r.ranked, ...r.excluded].find((s) => s.systemId === id)?.reasons.map((x) => x.code) ?? [];

describe("the engineer's must-hold cases", () => {
  it("8 spaces on a 6 × 12 m plot, 2 m pit, 3.6 m clear height: pit stackers", () => {
    // Four units 2.6 m wide stand side by side along the 12 m side (10.4 m), 5.4 m deep on the 6 m
    // side, driven onto from the approach in front. Each holds one car in the 2 m pit and one above;
    // when the pit car is called the frame lifts both cars one level, so the stack needs two level
    // pitches (2 × 1.75 = 3.5 m) of clear height: 3.6 m is enough. 4 units × 2 cars = 8.
    const r = recommend(site(8, 6, 12, 3.6, 2));
    const simple = fitting(r, "simple");
    expect(simple).toBeDefined();
    expect(simple!.figures).toMatchObject({ levelsAbove: 1, levelsBelow: 1, modules: 4, capacity: 8 });
  });

  it.each([1.75, 2.5, 2.99])("no pit stacker under 3 m of clear height (%s m)", (heightM) => {
    // The independent pit stacker lifts its whole frame to bring the pit car to ground level: the
    // upper car then stands one level higher, so even one car above ground needs about 3 m or more.
    const r = recommend(site(10, 30, 20, heightM, 4));
    expect(fitting(r, "simple")).toBeUndefined();
  });

  it("3.6 m of clear height never gets one pit car with two above (the raised frame needs 3 levels)", () => {
    // 1 pit + 2 above, raised: three pitches above ground (5.25 m), far more than 3.6 m.
    const r = recommend(site(12, 30, 20, 3.6, 2));
    const simple = fitting(r, "simple");
    if (simple) expect(simple.figures.levelsAbove).toBeLessThanOrEqual(1);
  });

  it("112 spaces in a 3.65 m basement: dependent stackers (56 two-car units, as many as needed)", () => {
    // A two-car duplicator needs two pitches of 1.75 m (3.5 m) and no pit; its size limit is per unit
    // or per installation, so a basement takes as many units as its aisles reach: 56 × 2 = 112.
    const r = recommend({ ...site(112, 80, 40, 3.65, 0), buildingType: "office", project: "retrofit" });
    const duplicator = fitting(r, "duplicator");
    expect(duplicator).toBeDefined();
    expect(duplicator!.figures).toMatchObject({ levels: 2, modules: 56, capacity: 112 });
  });

  it("1,000 and 1,001 spaces get the same kind of answer", () => {
    // One more car is one more module or level, never a different class of system: 30 m of height
    // hold 14 tower levels (28 cars a tower), so both need about 36 towers, or both need other systems.
    const input = { ...site(1000, 100, 60, 30, 0), buildingType: "public" as const, peakCarsPerHour: 300 };
    const a = recommend(input);
    const b = recommend({ ...input, spaces: 1001 });
    expect(b.ranked.map((s) => s.systemId)).toEqual(a.ranked.map((s) => s.systemId));
    expect(b.excluded.map((s) => s.systemId)).toEqual(a.excluded.map((s) => s.systemId));
    expect(a.ranked.length).toBeGreaterThan(0);
  });

  it("a machine loaded to its machine-only capacity does not meet the peak", () => {
    // The shaft's single lift manages 35 cycles an hour counting machine time alone; drivers also
    // stand in the transfer bay, so 35 cars an hour load it beyond 100 %: a queue that never clears.
    const r = recommend({ ...site(90, 40, 40, 24, 24), buildingType: "public", peakCarsPerHour: 35 });
    expect(fitting(r, "circularForklift")).toBeUndefined();
    expect(codesOf(r, "circularForklift")).toContain("peakNotMet");
  });

  it.each([
    ["300-space mall", { ...site(300, 60, 40, 0, 12), buildingType: "retail" as const, peakCarsPerHour: 200 }],
    ["90 public spaces", { ...site(90, 40, 40, 24, 24), buildingType: "public" as const, peakCarsPerHour: 120 }],
    ["60 office spaces", { ...site(60, 40, 30, 30, 0), buildingType: "office" as const, peakCarsPerHour: 60 }],
    ["40 flats, duplicators", { ...site(40, 40, 30, 3.6, 0), peakCarsPerHour: 30 }],
  ])("%s: a peak shown as met keeps utilisation under the planning bound and waits short", (_, input) => {
    // Planning keeps each bay or lift below about 80 % busy; above that queues grow without bound.
    const r = recommend(input);
    for (const s of r.ranked) {
      expect(s.reasons.map((x) => x.code)).toContain("peakMet");
      expect(s.figures.utilisation).toBeLessThanOrEqual(MAX_UTILISATION);
      expect(s.figures.waitP95S).toBeLessThanOrEqual(PEAK_WAIT_BOUND_S);
    }
  });

  it("arriving cars get room to wait in front of the entry, sized from the queue", () => {
    // One shaft: a lift cycle of 3600 / 35 = 103 s plus 60 s of the driver in the bay, 163 s a
    // car. 7 arrivals an hour, but the busiest quarter hour brings them at 7 / 0.7 = 10 an hour,
    // loading the lift 45 % (M/M/1): more than one car is queued with probability 0.45³ = 9 %,
    // more than two with 0.45⁴ = 4 %. Scaled for the steadier service ((1 + 0.25) / 2 of the
    // 1.8 cars the exponential tail gives: 1.1), room for two cars, 12 m (5 m and a metre each).
    const r = recommend({ ...site(90, 40, 40, 24, 24), buildingType: "public", peakArrivalsPerHour: 7 });
    const shaft = fitting(r, "circularForklift")!;
    expect(shaft.figures.modules).toBe(1);
    expect(shaft.figures.queue).toEqual({ entries: 1, carsP95: 2, laneM: 12 });
    expect(shaft.reasons.map((x) => x.code)).toContain("queueSpace");
    // Drivers collecting their cars wait on foot: a peak of departures needs no queue lane.
    const leaving = recommend({ ...site(90, 40, 40, 24, 24), buildingType: "public", peakCarsPerHour: 7 });
    expect(fitting(leaving, "circularForklift")!.figures.queue).toBeNull();
  });

  it("a peak the machines cannot move at all says so; one they move too slowly says how long drivers wait", () => {
    // One shaft lift, 163 s a car: 35 arrivals an hour need 95 minutes of it (over capacity), 12
    // need 33 minutes (55 %), and 95 % of drivers wait up to about six minutes, over the bound.
    const shaft = (arrivals: number) =>
      recommend({ ...site(90, 22, 22, 24, 24), buildingType: "public", peakArrivalsPerHour: arrivals }).excluded.find(
        (s) => s.systemId === "circularForklift",
      );
    expect(shaft(35)!.reasons.map((r) => r.code)).toContain("peakOverCapacity");
    const slow = shaft(12)!.reasons.find((r) => r.code === "peakNotMet");
    expect(slow?.values).toMatchObject({ machines: 1, utilisationPercent: 54, boundS: 300 });
    expect((slow!.values as { waitP95S: number }).waitP95S).toBeGreaterThan(300);
  });

  it("a car lift's driver rides in the car: 25 s in the cab, not a minute to get out and walk away", () => {
    // One lift, 144 s a cycle (25 an hour) plus 25 s of driving in and out: 169 s a car. 6
    // arrivals an hour load it 28 %; 95 % of drivers wait at most 0.625 × ln(0.28 / 0.05) /
    // (1/169 − 6/3600) ≈ 254 s, within 300 s. Charged the 60 s of one who leaves the car (204 s),
    // they would wait about 370 s and the peak would not be met.
    const r = recommend({ ...site(40, 30, 25, 0, 12), peakArrivalsPerHour: 6 });
    const lift = fitting(r, "hydraulic")!;
    expect(lift.figures).toMatchObject({ machines: 1, serviceTimeS: 169, utilisation: 0.28, meetsPeak: true });
    expect(lift.figures.waitP95S).toBeGreaterThanOrEqual(250);
    expect(lift.figures.waitP95S).toBeLessThanOrEqual(258);
  });

  it("a dependent stacker pays for moving the lower car", () => {
    // To take out the upper car, the lower one is driven out and back in: each retrieval costs
    // more unit time than an independent pit stacker's, so a unit hands out fewer cars per hour.
    const r = recommend({ ...site(10, 20, 15, 3.6, 2), peakCarsPerHour: 4 });
    const duplicator = fitting(r, "duplicator")!;
    const simple = fitting(r, "simple")!;
    expect(duplicator.figures.serviceTimeS).toBeGreaterThan(simple.figures.serviceTimeS);
  });

  it.each([
    ["1,000 public spaces", { ...site(1000, 100, 60, 30, 12), buildingType: "public" as const }],
    ["200 flats under a courtyard", { ...site(200, 60, 17, 0, 20) }],
    ["a basement of stackers", { ...site(112, 80, 40, 3.65, 0) }],
    ["a wide plot of towers", { ...site(300, 60, 60, 40, 0), buildingType: "office" as const }],
    ["puzzles, 60 spaces", { ...site(60, 40, 30, 6, 2), independentAccess: true }],
    [
      "a basement with a column grid both ways",
      { ...site(36, 25.2, 24, 3.6, 0), streetSide: "long" as const, columnSpacingM: 8.4, columnDepthSpacingM: 8 },
    ],
  ])("%s: every module is reached from a driveway or the approach", (_, input) => {
    // A module a car cannot drive to (or whose cabin no driver can reach) holds no car. Drive-on
    // units and the modules with their own entry cabin (towers, shafts, carousels, car lifts) face
    // the approach along the plot's edge or an aisle; shuttle and aisle-stacker rows are reached by
    // their own lifts and cranes.
    const r = recommend(input);
    expect(r.ranked.length).toBeGreaterThan(0);
    for (const s of r.ranked) {
      if (s.systemId === "shuttle" || s.systemId === "longitudinalForklift") continue;
      const along = s.layout.module.orientation === "alongPlotLength";
      const deep = (rect: { x: number; y: number; sizeX: number; sizeY: number }) =>
        along ? [rect.x, rect.x + rect.sizeX] : [rect.y, rect.y + rect.sizeY];
      const wide = (rect: { x: number; y: number; sizeX: number; sizeY: number }) =>
        along ? [rect.y, rect.y + rect.sizeY] : [rect.x, rect.x + rect.sizeX];
      for (const m of s.layout.modules) {
        const [d0, d1] = deep(m);
        const [w0, w1] = wide(m);
        const onApproach = Math.abs(d0!) < 1e-6;
        const onAisle = s.layout.driveways.some((d) => {
          const [a0, a1] = deep(d);
          const [b0, b1] = wide(d);
          const touches = Math.abs(a1! - d0!) < 1e-6 || Math.abs(a0! - d1!) < 1e-6;
          return touches && b0! <= w0! + 1e-6 && b1! >= w1! - 1e-6;
        });
        expect(onApproach || onAisle, `${s.systemId} module at ${m.x},${m.y}`).toBe(true);
      }
    }
  });

  it("2 spaces in a private 6 × 3 m garage: a duplicator", () => {
    // One two-post unit (5.3 × 2.6 m) fits the garage; two cars one above the other need 3.5 m.
    // The home page shows exactly this ("private duplicator, 2+ vehicles").
    const r = recommend({ ...site(2, 6, 3, 3.5, 0) });
    expect(r.best?.systemId).toBe("duplicator");
    expect(r.best?.figures.capacity).toBe(2);
    expect(r.notes.map((n) => n.code)).not.toContain("belowCompanyRange");
  });
});

describe("installations and their machines", () => {
  it.each([
    [
      "112 office spaces in a basement",
      { ...site(112, 80, 40, 3.65, 0), buildingType: "office" as const, peakCarsPerHour: 20 },
    ],
    ["60 flats, 3 levels", { ...site(60, 40, 30, 6, 0), independentAccess: true }],
    ["1,000 public spaces", { ...site(1000, 100, 60, 30, 12), buildingType: "public" as const }],
  ])("%s: every installation has a machine of its own (a power unit, a crane, a lift)", (_, input) => {
    // An installation is a separate machine room and structure: two installations cannot share one
    // puzzle grid's power unit or one aisle's crane.
    const r = recommend(input);
    expect(r.ranked.length).toBeGreaterThan(0);
    for (const s of r.ranked) expect(s.figures.machines, s.systemId).toBeGreaterThanOrEqual(s.figures.installations);
  });
});

describe("the street's side: cars come in across it", () => {
  it("40 flats on a 40 × 12 m plot: stackers fit from a short side, not from a long one", () => {
    // Two-car stackers, 5.3 m deep and 2.6 m wide, 3.6 m of height (two cars each). The first row
    // faces the street; the second stands behind it facing an aisle of its own (5.3 + 5.3 + 6 m).
    // From a long side: 12 m deep holds one row only, 15 units along 40 m = 30 cars. From a short
    // side: 4 units across 12 m, and along 40 m a row, a row with its aisle, a row, a row with its
    // aisle, a row (38.5 m): 5 rows of 4 = 20 units = 40 cars.
    const from = (street: "long" | "short") => recommend({ ...site(40, 40, 12, 3.6, 0), streetSide: street });
    expect(fitting(from("short"), "duplicator")!.figures).toMatchObject({ modules: 20, capacity: 40 });
    expect(fitting(from("long"), "duplicator")).toBeUndefined();
    expect(codesOf(from("long"), "duplicator")).toContain("notEnoughCapacity");
    // Left to the selector, it takes the side that holds them.
    expect(fitting(recommend(site(40, 40, 12, 3.6, 0)), "duplicator")!.layout.module.orientation).toBe(
      "alongPlotLength",
    );
  });
});

describe("an existing basement's columns", () => {
  it("stackers stand between the columns: a 25.2 m wall holds 9 units, with columns every 8.1 m only 6", () => {
    // Units 2.6 m wide. Without columns, 25.2 / 2.6 = 9 side by side. Columns 0.5 m thick every
    // 8.1 m leave 7.6 m between them: two units a bay (three need 7.8 m), three bays = 6 units;
    // every 8.4 m leaves 7.9 m: three units a bay, 9 again.
    const at = (columnSpacingM: number, spaces: number) =>
      fitting(
        recommend({ ...site(spaces, 25.2, 6, 3.6, 0), streetSide: "long", columnSpacingM, project: "retrofit" }),
        "duplicator",
      );
    expect(at(0, 18)!.figures).toMatchObject({ modules: 9, capacity: 18 });
    expect(at(8.4, 18)!.figures).toMatchObject({ modules: 9, capacity: 18 });
    expect(at(8.1, 18)).toBeUndefined();
    const between = at(8.1, 12)!;
    expect(between.figures.modules).toBe(6);
    // Drawn between the columns: no unit overlaps a column, and the columns are drawn.
    const { layout } = between;
    expect(layout.columns.length).toBeGreaterThan(0);
    const overlaps = (a: { x: number; y: number; sizeX: number; sizeY: number }, b: typeof a) =>
      a.x < b.x + b.sizeX - 1e-9 &&
      b.x < a.x + a.sizeX - 1e-9 &&
      a.y < b.y + b.sizeY - 1e-9 &&
      b.y < a.y + a.sizeY - 1e-9;
    for (const unit of layout.modules) for (const column of layout.columns) expect(overlaps(unit, column)).toBe(false);
  });

  it("no aisle holds a column: a 24 m deep basement with lines of columns every 8 m holds 2 rows, not 3", () => {
    // Stackers 5.3 m deep, three units a bay between columns every 8.4 m along the 25.2 m street
    // side: 9 units a row. Without lines of columns across the cars, 24 m holds a row at the
    // approach, a row behind it facing an aisle at 10.6–16.6 m, and a row across that aisle
    // (16.6–21.9 m): 27 units, 54 cars. With lines every 8 m (0.5 m thick), the aisle cannot hold
    // the line at 16 m: it moves to 16.25–22.25 m, and the row across it would end at 27.55 m,
    // beyond 24 m: 2 rows, 18 units, 36 cars.
    const basement = (spaces: number, columnDepthSpacingM: number) =>
      recommend({
        ...site(spaces, 25.2, 24, 3.6, 0),
        streetSide: "long",
        columnSpacingM: 8.4,
        columnDepthSpacingM,
        project: "retrofit",
      });
    expect(fitting(basement(54, 0), "duplicator")!.figures).toMatchObject({ modules: 27, capacity: 54 });
    expect(fitting(basement(40, 8), "duplicator")).toBeUndefined();
    expect(codesOf(basement(40, 8), "duplicator")).toContain("notEnoughCapacity");
    const between = fitting(basement(36, 8), "duplicator")!;
    expect(between.figures).toMatchObject({ modules: 18, capacity: 36 });
    const { layout } = between;
    const overlaps = (a: { x: number; y: number; sizeX: number; sizeY: number }, b: typeof a) =>
      a.x < b.x + b.sizeX - 1e-9 &&
      b.x < a.x + a.sizeX - 1e-9 &&
      a.y < b.y + b.sizeY - 1e-9 &&
      b.y < a.y + a.sizeY - 1e-9;
    // Columns on the lines at 0, 8 and 16 m (and none in the aisle or under a unit).
    expect(new Set(layout.columns.map((c) => c.y)).size).toBe(3);
    expect(layout.driveways).toHaveLength(1);
    expect(layout.driveways[0]!.y).toBeCloseTo(16.25);
    for (const column of layout.columns) {
      for (const unit of layout.modules) expect(overlaps(unit, column)).toBe(false);
      for (const aisle of layout.driveways) expect(overlaps(aisle, column)).toBe(false);
    }
    // Lines 6.4 m apart leave 5.9 m between columns, less than a 6 m aisle: only the row at the
    // approach can be reached.
    expect(fitting(basement(18, 6.4), "duplicator")!.figures).toMatchObject({ modules: 9, capacity: 18 });
    expect(fitting(basement(20, 6.4), "duplicator")).toBeUndefined();
  });

  it("columns too close for a unit, or a street on the wrong side, say so, not that the plot is too small", () => {
    // A 2.6 m unit and a 0.5 m column need 3.1 m between column centres.
    const close = recommend({ ...site(6, 30, 20, 3.6, 0), columnSpacingM: 3 });
    expect(close.excluded.find((s) => s.systemId === "duplicator")!.reasons[0]).toEqual({
      code: "columnsTooClose",
      values: { spacingM: 3, neededM: 3.1 },
    });
    // A 6 × 3 m garage entered across its long side is 3 m deep: a 5.3 m unit needs it the other way.
    expect(codesOf(recommend({ ...site(2, 6, 3, 3.6, 0), streetSide: "long" }), "duplicator")).toContain(
      "streetSideTooShort",
    );
  });
});

describe("the design car: length, width, height, weight, electric cars", () => {
  it("a 2.0 m wide car gets 2.4 m platforms on a stacker, and the wider units hold fewer per row", () => {
    // A drive-on platform is 2.30 m wide for a 1.90 m car: the driver gets out on it. A car 10 cm
    // wider needs the platform 10 cm wider, and so the unit: on a 10.5 m wide garage four 2.6 m
    // units fit side by side (10.4 m), 2.7 m units only three (8.1 m; four would be 10.8 m).
    const standard = recommend({ ...site(6, 6, 10.5, 3.6, 0) });
    const wide = recommend({ ...site(6, 6, 10.5, 3.6, 0), carWidthM: 2.0 });
    expect(fitting(standard, "duplicator")!.figures).toMatchObject({ platformWidthM: 2.3, modules: 3 });
    expect(fitting(wide, "duplicator")!.figures.platformWidthM).toBe(2.4);
    const eight = (r: Recommendation) => fitting(r, "duplicator")?.figures.modules;
    expect(eight(recommend({ ...site(8, 6, 10.5, 3.6, 0) }))).toBe(4);
    expect(eight(recommend({ ...site(8, 6, 10.5, 3.6, 0), carWidthM: 2.0 }))).toBeUndefined();
  });

  it("a car wider than any platform, or longer than any long version, is refused with the limit", () => {
    // Stackers' widest single platform is 2.70 m: a 2.30 m car (1.90 + 0.40) at most. An automated
    // system's pallet comes in one width (2.2 m for 1.95 m cars): a 2.0 m car does not fit a tower.
    const r = recommend({ ...site(10, 30, 20, 12, 0), carWidthM: 2.35 });
    const tooWide = r.excluded.find((s) => s.systemId === "duplicator")!.reasons.find((x) => x.code === "carTooWide");
    expect(tooWide?.values).toEqual({ carWidthM: 2.35, maxWidthM: 2.3 });
    expect(codesOf(recommend({ ...site(30, 30, 20, 20, 0), carWidthM: 2.0 }), "multiSlot")).toContain("carTooWide");
    // A 5.4 m car is longer than a stacker's long version (5.2 m) and an automated pallet (5.3 m).
    const long = recommend({ ...site(10, 30, 20, 12, 0), carLengthM: 5.4 });
    for (const id of ["duplicator", "sliding", "multiSlot", "shuttle"] as const)
      expect(codesOf(long, id), id).toContain("carTooLong");
  });

  it("a 5.2 m car makes a drive-on unit 20 cm longer: the long version", () => {
    // KLAUS' long version takes 5.20 m cars on a pit 20 cm longer than the 5.00 m car's.
    const r = recommend({ ...site(2, 6, 3, 3.5, 0), carLengthM: 5.2 });
    const unit = r.best!.layout.module;
    expect(r.best!.systemId).toBe("duplicator");
    expect(Math.max(unit.lengthM, unit.widthM)).toBeCloseTo(5.5, 6);
  });

  it("only heavy electric SUVs (2,800 kg): no stacker or tower rated 2,600 kg takes them", () => {
    // Electric SUVs weigh 2.5-2.8 t; heavy-duty platforms carry 2.6 t. Only a car lift cab (3 t) does.
    const r = recommend({ ...site(20, 40, 30, 12, 6), suvSharePercent: 100, suvWeightKg: 2800 });
    for (const s of r.ranked) expect(s.systemId).toBe("hydraulic");
    expect(codesOf(r, "duplicator")).toContain("suvNotSupported");
    // The same cars at 2,500 kg fit the stacker's heavy-duty version.
    const lighter = recommend({ ...site(20, 40, 30, 12, 6), suvSharePercent: 100, suvWeightKg: 2500 });
    expect(fitting(lighter, "duplicator")).toBeDefined();
  });

  it("a taller level is as tall as the large cars need: 1.60 m cars fit the 3.65 m basement, 2.0 m ones do not", () => {
    // A two-car stacker for 1.55 m cars has 1.75 m levels; one level for a 1.60 m car is 5 cm
    // taller (1.80 m): 3.55 m for both, within 3.65 m. For a 2.0 m car it is 2.20 m: 3.95 m.
    const basement = { ...site(112, 80, 40, 3.65, 0), buildingType: "office" as const, project: "retrofit" as const };
    const low = fitting(
      recommend({ ...basement, suvSharePercent: 30, suvHeightM: 1.6, suvWeightKg: 2100 }),
      "duplicator",
    );
    expect(low?.figures).toMatchObject({ levels: 2, capacity: 112 });
    expect(low!.layout.levels.filter((l) => l.kind === "parking").map((l) => l.heightM)).toEqual([1.8, 1.75]);
    expect(fitting(recommend({ ...basement, suvSharePercent: 30, suvHeightM: 2 }), "duplicator")).toBeUndefined();
  });

  it("large cars no taller or heavier than the standard car need no SUV levels", () => {
    // 1.5 m, 1,800 kg "large" cars fit the standard 1.55 m, 2,000 kg platform: every level stays standard.
    const r = recommend({ ...site(20, 30, 20, 12, 0), suvSharePercent: 100, suvHeightM: 1.5, suvWeightKg: 1800 });
    expect(fitting(r, "duplicator")!.figures.suvLevels).toBe(0);
  });

  it("electric cars add their chargers to the power supply: 25 % of 40 spaces, 10 × 3.7 kW", () => {
    // Each stacker unit has its own hydraulic unit (3 kW); each charging space a 3.7 kW charger.
    const plain = fitting(recommend({ ...site(40, 40, 30, 3.6, 0) }), "duplicator")!.figures;
    const ev = fitting(recommend({ ...site(40, 40, 30, 3.6, 0), evSharePercent: 25 }), "duplicator")!.figures;
    expect(plain.power).toMatchObject({ driveKw: 20 * 3, evSpaces: 0, chargingKw: 0, totalKw: 60 });
    expect(ev.power).toMatchObject({ driveKw: 60, evSpaces: 10, chargingKw: 37, totalKw: 97 });
    // Per installation, the drives' load: the chargers have a board of their own.
    expect(ev.power.perInstallationKw).toBeCloseTo(60 / ev.installations, 1);
  });
});
