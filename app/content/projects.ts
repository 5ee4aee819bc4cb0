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
  image: string;
  tags: readonly ProjectTag[];
};

export const projects: readonly Project[] = [
  {
    id: "multiSlot",
    category: "commercial",
    image: "/illustrations/multi-slot.svg",
    tags: ["multiSlot", "underground", "office"],
  },
  {
    id: "circularForklift",
    category: "residential",
    image: "/illustrations/circular-forklift.svg",
    tags: ["circular", "apartments"],
  },
  {
    id: "privateDuplicator",
    category: "residential",
    image: "/illustrations/duplicator.svg",
    tags: ["duplicator", "house"],
  },
  {
    id: "commercialDuplicator",
    category: "commercial",
    image: "/illustrations/duplicator-commercial.svg",
    tags: ["duplicator", "retail"],
  },
  {
    id: "simple",
    category: "residential",
    image: "/illustrations/simple.svg",
    tags: ["simple", "apartments"],
  },
  {
    id: "longitudinalForklift",
    category: "commercial",
    image: "/illustrations/longitudinal-forklift.svg",
    tags: ["forklift", "hotel"],
  },
  {
    id: "sliding",
    category: "residential",
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
