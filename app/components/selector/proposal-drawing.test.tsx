import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NEUTRAL_SELECTOR_INPUT, type SelectorInput } from "~/domain/parking-selector/input";
import { recommend } from "~/domain/parking-selector/recommend";
import { ProposalDrawing } from "./proposal-drawing";
import type { ProposalDrawingLabels } from "./proposal-section";

const labels: ProposalDrawingLabels = {
  title: "Proposal",
  description: "Modules on the plot, levels in section",
  topView: "Top view",
  section: "Section",
  entry: "Entry",
  groundLevel: "Ground level",
  lift: "Lift",
};
// Romanian-style numbers, to see the caller's formatting reach the drawing.
const formatMetres = (metres: number) => `${metres.toLocaleString("ro-RO")} m`;

function draw(input: SelectorInput) {
  const proposal = recommend(input).best!;
  return {
    proposal,
    markup: renderToStaticMarkup(
      <ProposalDrawing layout={proposal.layout} labels={labels} formatMetres={formatMetres} />,
    ),
  };
}
const count = (markup: string, pattern: RegExp) => markup.match(pattern)?.length ?? 0;

const base: SelectorInput = {
  ...NEUTRAL_SELECTOR_INPUT,
  buildingType: "residential",
  spaces: 20,
  plotLengthM: 30,
  plotWidthM: 20,
  heightAboveM: 6,
};

describe("ProposalDrawing (server-rendered SVG)", () => {
  it("duplicators: one rectangle per module, a hatched driveway, the plot's dimensions, posts in section", () => {
    // 4 m hold two levels (3.5 m), not three: ten two-car units in two rows, back to back, one aisle.
    const { proposal, markup } = draw({ ...base, plotLengthM: 15.5, heightAboveM: 4 });
    expect(proposal.systemId).toBe("duplicator");
    expect(count(markup, /data-module=""/g)).toBe(proposal.layout.modules.length);
    expect(proposal.layout.modules.length).toBe(10);
    expect(count(markup, /data-driveway=""/g)).toBe(1);
    expect(markup).toContain("15,5 m");
    expect(markup).toContain("20 m");
    expect(markup).toContain("3,5 m"); // two levels of 1.75 m
    expect(count(markup, /data-level="parking"/g)).toBe(2);
    expect(markup).not.toContain("data-lift");
  });

  it("underground only: the car lift and the tower farm, with lift shaft, entry floor and levels below ground", () => {
    const underground = { ...base, spaces: 40, plotLengthM: 30, plotWidthM: 25, heightAboveM: 0, depthBelowM: 12 };
    const result = recommend(underground);
    for (const id of ["hydraulic", "multiSlot"] as const) {
      const proposal = result.ranked.find((s) => s.systemId === id)!;
      const markup = renderToStaticMarkup(
        <ProposalDrawing layout={proposal.layout} labels={labels} formatMetres={formatMetres} />,
      );
      expect(count(markup, /data-module=""/g)).toBe(proposal.figures.modules);
      expect(markup).toContain("data-lift");
      expect(count(markup, /data-level="parking"/g)).toBe(proposal.figures.levels);
      expect(count(markup, /data-level="entry"/g)).toBe(1);
      expect(markup).toContain(formatMetres(proposal.layout.overall.depthBelowM));
      expect(markup).toContain("30 m");
      expect(markup).toContain("25 m");
    }
    expect(result.ranked.find((s) => s.systemId === "multiSlot")!.figures.modules).toBe(4);
  });

  it("an existing basement's columns are drawn; a dimension left of the plot runs up its line", () => {
    // 112 office spaces in an 80 × 40 m basement, columns every 8.1 m: one row of stackers along
    // the street's side, so the installation's depth (21.9 m) is dimensioned left of the plot,
    // where the margin is narrow: its text is turned to run along the line.
    const { proposal, markup } = draw({
      ...base,
      buildingType: "office",
      spaces: 112,
      plotLengthM: 80,
      plotWidthM: 40,
      heightAboveM: 3.65,
      columnSpacingM: 8.1,
      project: "retrofit",
    });
    expect(count(markup, /data-column=""/g)).toBe(proposal.layout.columns.length);
    expect(proposal.layout.columns.length).toBeGreaterThan(0);
    expect(markup).toMatch(/transform="rotate\(-90 [\d.]+ [\d.]+\)"[^>]*>21,9 m</);
  });

  it("is an accessible image named by its title and description, with the caller's texts", () => {
    const { markup } = draw(base);
    expect(markup).toMatch(/^<svg[^>]*role="img"/);
    const [, titleId, descId] = /aria-labelledby="([^" ]+) ([^"]+)"/.exec(markup) ?? [];
    expect(markup).toContain(`<title id="${titleId}">Proposal</title>`);
    expect(markup).toContain(`<desc id="${descId}">Modules on the plot, levels in section</desc>`);
    for (const text of ["Top view", "Section", "Entry", "Ground level"]) expect(markup).toContain(text);
  });
});
