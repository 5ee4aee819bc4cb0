import { describe, expect, it } from "vitest";
import { recommend } from "~/domain/parking-selector/recommend";
import { parseSelectorInput } from "~/domain/parking-selector/input";
import { describeConfiguration, selectorPrefill, storedConfiguration } from "./configuration.server";

const SITE = "type=office&spaces=80&length=30&width=20&height=15&suv=20&peak=40";

describe("selector configurations on quote requests", () => {
  it("stores the visitor's input and the recommendation as the server computes it", () => {
    const stored = storedConfiguration(`${SITE}&system=shuttle`);
    const parsed = parseSelectorInput(new URLSearchParams(SITE));
    if (!parsed.ok) throw new Error("the test's site must be valid");
    const expected = recommend(parsed.input);
    expect(stored?.system).toBe("shuttle");
    expect(stored?.input).toEqual(parsed.input);
    expect(stored?.ranked.map((s) => s.systemId)).toEqual(expected.ranked.map((s) => s.systemId));
    expect(stored?.excluded).toEqual(expected.excluded.map((s) => s.systemId));
    expect(stored?.query).toMatch(/system=shuttle$/);
  });

  it("drops what the selector could not have written", () => {
    expect(storedConfiguration(null)).toBeNull();
    expect(storedConfiguration("")).toBeNull();
    expect(storedConfiguration(`${SITE}`)).toBeNull(); // no system
    expect(storedConfiguration(`${SITE}&system=rocket`)).toBeNull();
    // A real system that does not fit this site (a circular shaft holds at most 96).
    expect(
      storedConfiguration("type=office&spaces=300&length=40&width=30&height=20&system=circularForklift"),
    ).toBeNull();
    expect(
      selectorPrefill("type=office&spaces=300&length=40&width=30&height=20&system=circularForklift", "en"),
    ).toBeNull();
    expect(storedConfiguration("type=office&spaces=80&length=-3&width=20&height=15&system=shuttle")).toBeNull();
    expect(storedConfiguration(`${SITE}&system=shuttle&x=${"a".repeat(2000)}`)).toBeNull();
  });

  it("fills the quote form and describes the configuration in both languages", () => {
    expect(selectorPrefill(`${SITE}&system=multiSlot`, "ro")).toMatchObject({
      projectType: "commercial",
      spaces: 80,
      message: expect.stringContaining("Birouri"),
    });
    expect(selectorPrefill("nonsense", "en")).toBeNull();
    const stored = storedConfiguration(`${SITE}&system=multiSlot`);
    const en = describeConfiguration(stored, "en");
    const ro = describeConfiguration(stored, "ro");
    expect(en?.facts).toContainEqual(["Building type", "Office"]);
    expect(ro?.facts).toContainEqual(["Tipul clădirii", "Birouri"]);
    expect(en?.systems[0]).toMatch(/^No\. 1 /);
    expect(describeConfiguration({ query: 1 }, "en")).toBeNull();
  });

  it("says how many installations and spaces the chosen system comes to, in both languages", () => {
    const stored = storedConfiguration(`${SITE}&system=shuttle`);
    const chosen = stored?.ranked.find((s) => s.systemId === "shuttle");
    if (!chosen) throw new Error("the shuttle must fit the test's site");
    const en = describeConfiguration(stored, "en");
    const ro = describeConfiguration(stored, "ro");
    expect(en?.facts).toContainEqual(["Installations", String(chosen.installations)]);
    expect(en?.facts).toContainEqual(["Capacity on your plot", `${chosen.capacity} spaces`]);
    expect(ro?.facts).toContainEqual(["Instalații", String(chosen.installations)]);
    expect(ro?.facts).toContainEqual(["Capacitate pe terenul dvs.", `${chosen.capacity} de locuri`]);
    // Every ranked system's line has its figures written out, no placeholder left.
    for (const line of [...(en?.systems ?? []), ...(ro?.systems ?? [])]) expect(line).not.toContain("{{");
    expect(en?.systems).toHaveLength(stored?.ranked.length ?? -1);
  });
});
