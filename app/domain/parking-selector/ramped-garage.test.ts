import { describe, expect, it } from "vitest";
import { rampedGarage } from "./ramped-garage";
import { recommend } from "./recommend";
import { answerJson } from "./answer";
import type { SelectorInput } from "./input";
import { selectorSite } from "../../../tests/support/selector-site";

const site = (over: Partial<SelectorInput>) =>
  selectorSite({ buildingType: "office", spaces: 20, plotLengthM: 40, plotWidthM: 20, heightAboveM: 3, ...over });

describe("the conventional car park a customer weighs the systems against", () => {
  it("on a 6 × 12 m plot has no room for ramps: one row of four 2.5 m stalls driven into from the 12 m side", () => {
    expect(rampedGarage(site({ plotLengthM: 6, plotWidthM: 12 }))).toEqual({
      ramps: false,
      capacity: 4,
      levelsAbove: 1,
      levelsBelow: 0,
      areaPerSpaceM2: 18,
    });
  });

  it("on a 20 × 30 m plot (too short for a ramp) lays two rows of twelve: one at the approach, one on a 6 m aisle", () => {
    // Approach on the 30 m side: 5 m row, then 15 m left: not a pair (16 m), but a row with its aisle (11 m).
    expect(rampedGarage(site({ plotLengthM: 30, plotWidthM: 20 })).capacity).toBe(24);
  });

  it("with ramps, a car for every 25 m² of each level: 40 × 50 m, 12 m high, 6 m deep = 4 levels up, 2 down, 80 a level", () => {
    // Above: the ground level, and levels 2.9 m apart whose 2.2 m clear stays under 12 m: 2.9 + 2.2, 5.8 + 2.2, 8.7 + 2.2.
    expect(rampedGarage(site({ plotLengthM: 50, plotWidthM: 40, heightAboveM: 12, depthBelowM: 6 }))).toEqual({
      ramps: true,
      capacity: 480,
      levelsAbove: 4,
      levelsBelow: 2,
      areaPerSpaceM2: 25,
    });
    // 5.09 m leaves no room for a second level's clear height; 5.1 m does.
    expect(rampedGarage(site({ heightAboveM: 5.09 })).levelsAbove).toBe(1);
    expect(rampedGarage(site({ heightAboveM: 5.1 })).levelsAbove).toBe(2);
  });

  it("is stated with every answer, and in the API's JSON", () => {
    const input = site({ plotLengthM: 40, plotWidthM: 20, heightAboveM: 3 });
    const recommendation = recommend(input);
    expect(recommendation.comparison).toEqual({
      code: "rampedGarage",
      values: { capacity: 32, levels: 1, levelsAbove: 1, levelsBelow: 0, areaPerSpaceM2: 25 },
    });
    expect(answerJson(input, recommendation).baseline).toEqual({
      kind: "rampedGarage",
      spaces: 32,
      levelsAbove: 1,
      levelsBelow: 0,
      areaPerSpaceM2: 25,
    });
    expect(recommend(site({ plotLengthM: 6, plotWidthM: 12 })).comparison).toEqual({
      code: "rampedGarageSurface",
      values: { capacity: 4, minWidthM: 16, minLengthM: 32 },
    });
  });
});
