import type { SelectorInput } from "../../app/domain/parking-selector/input";

/** A site as the selector's tests describe it: the figures a test states, every optional one neutral. */
export function selectorSite(
  site: Pick<SelectorInput, "spaces" | "plotLengthM" | "plotWidthM"> & Partial<SelectorInput>,
): SelectorInput {
  return {
    buildingType: "residential",
    heightAboveM: 0,
    depthBelowM: 0,
    suvSharePercent: 0,
    peakCarsPerHour: 0,
    peakArrivalsPerHour: 0,
    independentAccess: false,
    project: "new",
    ...site,
  };
}
