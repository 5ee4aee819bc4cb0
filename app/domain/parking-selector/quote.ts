import type { ProjectType } from "../quote/limits";
import { selectorSearchParams, type SelectorInput } from "./input";
import { SYSTEM_PARAM, type SelectorBuildingType } from "./limits";
import { parkingSystemIds, type ParkingSystemId } from "~/content/parking-systems/systems";

/** The quote form's three project types, from the selector's six building types. */
export const quoteProjectType: Record<SelectorBuildingType, ProjectType> = {
  residential: "residential",
  office: "commercial",
  hotel: "commercial",
  retail: "commercial",
  public: "commercial",
  industrial: "industrial",
};

export { SYSTEM_PARAM } from "./limits";

/** A configuration as the quote form carries it: the selector's canonical query and the system. */
export function configurationQuery(input: SelectorInput, system: ParkingSystemId): string {
  const params = selectorSearchParams(input);
  params.set(SYSTEM_PARAM, system);
  return params.toString();
}

/** The system a query names, if it is one of ours. */
export function systemOf(params: URLSearchParams): ParkingSystemId | null {
  const value = params.get(SYSTEM_PARAM);
  return parkingSystemIds.find((id) => id === value) ?? null;
}
