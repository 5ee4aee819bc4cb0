import { describe, expect, it } from "vitest";
import { recommend } from "~/domain/parking-selector/recommend";
import { NEUTRAL_SELECTOR_INPUT } from "~/domain/parking-selector/input";
import { blogArticles } from "./blog/articles";
import { caseStudies } from "./case-studies";
import { parkingSystemIds, parkingSystems } from "./parking-systems/systems";
import { projects } from "./projects";
import enHome from "~/i18n/en/home";
import roHome from "~/i18n/ro/home";

/** A home-page project's system: its id, the two duplicator projects aside. */
const systemOf = (id: string) => parkingSystemIds.find((system) => system === id) ?? "duplicator";

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

  it("every home-page project card states its system's range of spaces per installation, in both languages", () => {
    for (const project of projects) {
      const system = parkingSystems[systemOf(project.id)];
      const range = `${system.capacityMinSpaces}-${system.capacityMaxSpaces}`;
      expect(enHome.projects.items[project.id].capacity, project.id).toBe(range);
      expect(roHome.projects.items[project.id].capacity, project.id).toBe(range);
    }
  });

  it("the smallest installation of every home-page project fits the selector", () => {
    // A plot and height ample for one installation of the smallest size: the system must fit it.
    for (const project of projects) {
      const result = recommend({
        ...NEUTRAL_SELECTOR_INPUT,
        buildingType: project.category === "residential" ? "residential" : "office",
        spaces: parkingSystems[systemOf(project.id)].capacityMinSpaces,
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
