import { NEUTRAL_SELECTOR_INPUT, type SelectorInput } from "~/domain/parking-selector/input";
import type { ParkingSystemId } from "./parking-systems/types";

/**
 * The blog's case studies as the selector reads them: for each article, the systems it describes
 * (system, spaces, installations, levels) and the site as the article states it. A test runs every one through the selector and expects its system to
 * fit with these levels, and checks the spaces against the article's total; an article and this
 * table change together.
 */
export type CaseStudyPart = {
  system: ParkingSystemId;
  /** Spaces of this system in all its installations. */
  spaces: number;
  installations: number;
  /** Parking levels at or above ground and below it. */
  levelsAbove: number;
  levelsBelow: number;
  /** The site; its height and depth are those the article gives or implies. */
  site: Omit<SelectorInput, "spaces">;
  /** The installations stand on separate sites like this one (the business centre's two corners). */
  onePerSite?: boolean;
};

export type CaseStudy = {
  /** The article's slug (app/content/blog/articles.ts). */
  slug: string;
  parts: readonly CaseStudyPart[];
  /** Ordinary parking spaces beside the systems (visitors, accessible spaces). */
  conventionalSpaces: number;
};

const site = (
  buildingType: SelectorInput["buildingType"],
  plotLengthM: number,
  plotWidthM: number,
  heightAboveM: number,
  depthBelowM: number,
  other: Partial<SelectorInput> = {},
): Omit<SelectorInput, "spaces"> => ({
  ...NEUTRAL_SELECTOR_INPUT,
  buildingType,
  plotLengthM,
  plotWidthM,
  heightAboveM,
  depthBelowM,
  ...other,
});

export const caseStudies: readonly CaseStudy[] = [
  {
    // Two shafts of 88 (8 levels of 11) on corners of about 20 × 20 m: 4 levels (8 m) above the
    // groundwater, 4 in the podium above a 2.5 m entry floor.
    slug: "business-center-bucharest-200-spaces",
    parts: [
      {
        system: "circularForklift",
        spaces: 176,
        installations: 2,
        levelsAbove: 4,
        levelsBelow: 4,
        site: site("office", 20, 20, 10.5, 8),
        onePerSite: true,
      },
    ],
    conventionalSpaces: 24,
  },
  {
    // One basement with 1.75 m pits. The article gives no clear height: both units need 3.5 m
    // (two 1.75 m pitches; the pit stacker's raised frame), so 3.6 m is taken.
    slug: "residential-complex-milano-85-spaces",
    parts: [
      {
        system: "simple",
        spaces: 64,
        installations: 4,
        levelsAbove: 1,
        levelsBelow: 1,
        site: site("residential", 50, 30, 3.6, 1.75, { independentAccess: true }),
      },
      {
        system: "duplicator",
        spaces: 16,
        installations: 1,
        levelsAbove: 2,
        levelsBelow: 0,
        site: site("residential", 25, 12, 3.6, 0),
      },
    ],
    conventionalSpaces: 5,
  },
  {
    // Lifts and shuttles on two basement levels under a long wing.
    slug: "shopping-mall-underground-350-spaces",
    parts: [
      {
        system: "shuttle",
        spaces: 350,
        installations: 1,
        levelsAbove: 0,
        levelsBelow: 2,
        site: site("retail", 140, 34, 0, 4),
      },
    ],
    conventionalSpaces: 0,
  },
  {
    // 56 two-car units in a basement of 3.65 m clear height, without digging.
    slug: "office-tower-hydraulic-parking-120-spaces",
    parts: [
      {
        system: "duplicator",
        spaces: 112,
        installations: 3,
        levelsAbove: 2,
        levelsBelow: 0,
        site: site("office", 80, 40, 3.65, 0, { project: "retrofit" }),
      },
    ],
    conventionalSpaces: 8,
  },
  {
    // A 19 m wide plot; one level at the street, two below.
    slug: "boutique-hotel-automated-parking-60-spaces",
    parts: [
      {
        system: "sliding",
        spaces: 60,
        installations: 1,
        levelsAbove: 1,
        levelsBelow: 2,
        site: site("hotel", 40, 19, 1.8, 3.6, { independentAccess: true }),
      },
    ],
    conventionalSpaces: 0,
  },
  {
    // Five levels in a steel building, two of them taller for vans (2.05 m, 2,500 kg).
    slug: "industrial-complex-fleet-parking-180-spaces",
    parts: [
      {
        system: "shuttle",
        spaces: 180,
        installations: 1,
        levelsAbove: 5,
        levelsBelow: 0,
        site: site("industrial", 40, 30, 13.5, 0, { suvSharePercent: 40 }),
      },
    ],
    conventionalSpaces: 0,
  },
  {
    // Twelve grids (installations) of 4 columns on 3 levels (a pit, the aisle level, one above)
    // with 2 free positions: 10 spaces each; a basement of 5.3 m clear height.
    slug: "residential-building-bucharest-120-spaces",
    parts: [
      {
        system: "sliding",
        spaces: 120,
        installations: 12,
        levelsAbove: 2,
        levelsBelow: 1,
        site: site("residential", 60, 35, 5.3, 1.8, { independentAccess: true }),
      },
    ],
    conventionalSpaces: 0,
  },
  {
    // Lifts and shuttles on four basement levels of about 50 spaces.
    slug: "cluj-office-tower-200-spaces",
    parts: [
      {
        system: "shuttle",
        spaces: 200,
        installations: 1,
        levelsAbove: 0,
        levelsBelow: 4,
        site: site("office", 40, 40, 0, 8),
      },
    ],
    conventionalSpaces: 0,
  },
];
