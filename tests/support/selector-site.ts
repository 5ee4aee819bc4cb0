import { NEUTRAL_SELECTOR_INPUT, type SelectorInput } from "../../app/domain/parking-selector/input";

/** A site as the selector's tests describe it: the figures a test states, every optional one neutral. */
export function selectorSite(
  site: Pick<SelectorInput, "spaces" | "plotLengthM" | "plotWidthM"> & Partial<SelectorInput>,
): SelectorInput {
  return { buildingType: "residential", ...NEUTRAL_SELECTOR_INPUT, ...site };
}
