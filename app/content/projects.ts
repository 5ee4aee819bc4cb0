import type enHome from "~/i18n/en/home";
import type { ParkingSystemId } from "./parking-systems/types";

/** The seven showcase projects of the home page. Text lives in the `home` translations. */
export const projectCategories = ["residential", "commercial"] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export type ProjectTag = keyof typeof enHome.projects.tags;

export type Project = {
  id:
    | "multiSlot"
    | "circularForklift"
    | "privateDuplicator"
    | "commercialDuplicator"
    | "simple"
    | "longitudinalForklift"
    | "sliding";
  category: ProjectCategory;
  /** The system shown, and the spaces one installation of it holds: the systems' table's range
   * (checked by a test; written here so the home page does not load the whole table). */
  system: ParkingSystemId;
  spaces: { min: number; max: number };
  image: string;
  tags: readonly ProjectTag[];
};

export const projects: readonly Project[] = [
  {
    id: "multiSlot",
    category: "commercial",
    system: "multiSlot",
    spaces: { min: 30, max: 1000 },
    image: "/illustrations/multi-slot.svg",
    tags: ["multiSlot", "underground", "office"],
  },
  {
    id: "circularForklift",
    category: "residential",
    system: "circularForklift",
    spaces: { min: 11, max: 132 },
    image: "/illustrations/circular-forklift.svg",
    tags: ["circular", "apartments"],
  },
  {
    id: "privateDuplicator",
    category: "residential",
    system: "duplicator",
    spaces: { min: 2, max: 40 },
    image: "/illustrations/duplicator.svg",
    tags: ["duplicator", "house"],
  },
  {
    id: "commercialDuplicator",
    category: "commercial",
    system: "duplicator",
    spaces: { min: 2, max: 40 },
    image: "/illustrations/duplicator-commercial.svg",
    tags: ["duplicator", "retail"],
  },
  {
    id: "simple",
    category: "residential",
    system: "simple",
    spaces: { min: 6, max: 30 },
    image: "/illustrations/simple.svg",
    tags: ["simple", "apartments"],
  },
  {
    id: "longitudinalForklift",
    category: "commercial",
    system: "longitudinalForklift",
    spaces: { min: 15, max: 60 },
    image: "/illustrations/longitudinal-forklift.svg",
    tags: ["forklift", "hotel"],
  },
  {
    id: "sliding",
    category: "residential",
    system: "sliding",
    spaces: { min: 6, max: 60 },
    image: "/illustrations/sliding.svg",
    tags: ["sliding", "villa"],
  },
];

export function countByCategory(list: readonly Project[]): Record<"all" | ProjectCategory, number> {
  return {
    all: list.length,
    residential: list.filter((p) => p.category === "residential").length,
    commercial: list.filter((p) => p.category === "commercial").length,
  };
}
