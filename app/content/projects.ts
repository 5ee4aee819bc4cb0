import type enHome from "~/i18n/en/home";

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
  /**
   * The spaces one installation of the project's system holds (the id names the system; both
   * duplicators are "duplicator"): the systems' table's range, checked by a test, written here so
   * the home page does not load the whole table.
   */
  spaces: string;
  image: string;
  tags: readonly ProjectTag[];
};

export const projects: readonly Project[] = [
  {
    id: "multiSlot",
    category: "commercial",
    spaces: "30-1000",
    image: "/illustrations/multi-slot.svg",
    tags: ["multiSlot", "underground", "office"],
  },
  {
    id: "circularForklift",
    category: "residential",
    spaces: "11-132",
    image: "/illustrations/circular-forklift.svg",
    tags: ["circular", "apartments"],
  },
  {
    id: "privateDuplicator",
    category: "residential",
    spaces: "2-40",
    image: "/illustrations/duplicator.svg",
    tags: ["duplicator", "house"],
  },
  {
    id: "commercialDuplicator",
    category: "commercial",
    spaces: "2-40",
    image: "/illustrations/duplicator-commercial.svg",
    tags: ["duplicator", "retail"],
  },
  {
    id: "simple",
    category: "residential",
    spaces: "6-30",
    image: "/illustrations/simple.svg",
    tags: ["simple", "apartments"],
  },
  {
    id: "longitudinalForklift",
    category: "commercial",
    spaces: "15-60",
    image: "/illustrations/longitudinal-forklift.svg",
    tags: ["forklift", "hotel"],
  },
  {
    id: "sliding",
    category: "residential",
    spaces: "6-60",
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
