import { describe, expect, it } from "vitest";
import { countByCategory, projects } from "./projects";

describe("showcase projects", () => {
  it("holds the seven showcase projects with unique ids", () => {
    expect(projects).toHaveLength(7);
    expect(new Set(projects.map((p) => p.id)).size).toBe(7);
  });
  it("counts each filter from the records", () => {
    expect(countByCategory(projects)).toEqual({ all: 7, residential: 4, commercial: 3 });
    expect(countByCategory(projects.filter((p) => p.category === "commercial"))).toEqual({
      all: 3,
      residential: 0,
      commercial: 3,
    });
  });
});
