import { describe, expect, it } from "vitest";
import { recommend } from "~/domain/parking-selector/recommend";
import { blogArticles } from "./blog/articles";
import { caseStudies } from "./case-studies";
import { parkingSystemIds, parkingSystems } from "./parking-systems/systems";
import { projects } from "./projects";

/** A home-page project's system: its id, the two duplicator projects aside. */
const systemOf = (id: string) => parkingSystemIds.find((system) => system === id) ?? "duplicator";
/** "6-60" → { min: 6, max: 60 }. */
const rangeOf = (text: string) => {
  const [min, max] = text.split("-").map(Number);
  return { min: min!, max: max! };
};

describe("the blog's case studies and the home page's projects agree with the systems' table", () => {
  it("every article has its case study, and its spaces add up to the article's", () => {
    expect(caseStudies.map((c) => c.slug).sort()).toEqual(blogArticles.map((a) => a.slug).sort());
    for (const study of caseStudies) {
      const article = blogArticles.find((a) => a.slug === study.slug)!;
      const total = study.parts.reduce((sum, part) => sum + part.spaces, study.conventionalSpaces);
      expect(total, study.slug).toBe(article.spaces);
    }
  });

  it.each(caseStudies.flatMap((study) => study.parts.map((part) => [study.slug, part.system, part] as const)))(
    "%s: the selector fits its %s as stated",
    (slug, _system, part) => {
      const system = parkingSystems[part.system];
      // Each installation within what one installation of the system holds.
      const perInstallation = part.spaces / part.installations;
      expect(perInstallation, slug).toBeGreaterThanOrEqual(system.capacityMinSpaces);
      expect(perInstallation, slug).toBeLessThanOrEqual(system.capacityMaxSpaces);
      const spaces = part.onePerSite ? Math.ceil(perInstallation) : part.spaces;
      const result = recommend({ ...part.site, spaces });
      const proposal = result.ranked.find((s) => s.systemId === part.system);
      const why = result.excluded.find((s) => s.systemId === part.system)?.reasons.map((r) => r.code);
      expect(proposal, `${slug}: ${JSON.stringify(why)}`).toBeDefined();
      expect(proposal!.figures, slug).toMatchObject({ levelsAbove: part.levelsAbove, levelsBelow: part.levelsBelow });
      expect(proposal!.figures.capacity).toBeGreaterThanOrEqual(spaces);
    },
  );

  it("every home-page project shows its system's range of spaces per installation", () => {
    for (const project of projects) {
      const system = parkingSystems[systemOf(project.id)];
      expect(rangeOf(project.spaces), project.id).toEqual({
        min: system.capacityMinSpaces,
        max: system.capacityMaxSpaces,
      });
    }
  });

  it("the smallest installation of every home-page project fits the selector", () => {
    // A plot and height ample for one installation of the smallest size: the system must fit it.
    for (const project of projects) {
      const result = recommend({
        buildingType: project.category === "residential" ? "residential" : "office",
        spaces: rangeOf(project.spaces).min,
        plotLengthM: 40,
        plotWidthM: 40,
        heightAboveM: 30,
        depthBelowM: 4,
        suvSharePercent: 0,
        peakCarsPerHour: 0,
        peakArrivalsPerHour: 0,
        independentAccess: false,
        project: "new",
      });
      expect(
        result.ranked.map((s) => s.systemId),
        project.id,
      ).toContain(systemOf(project.id));
    }
  });
});
