import { describe, expect, it } from "vitest";
import { recommend } from "~/domain/parking-selector/recommend";
import { NEUTRAL_SELECTOR_INPUT } from "~/domain/parking-selector/input";
import { loader } from "./parking-selector-api";

const call = (query: string) =>
  loader({ request: new Request(`http://localhost/api/parking-selector?${query}`), params: {}, context: {} } as never);

describe("GET /api/parking-selector", () => {
  it("answers the ranked installations as JSON, the same as the page's recommendation", async () => {
    const response = call("type=office&spaces=112&length=80&width=40&height=3.65&project=retrofit&peak=20");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as {
      ranked: Record<string, unknown>[];
      excluded: { system: string; reasons: { code: string }[] }[];
      model: { waitBoundS: number };
    };
    const page = recommend({
      ...NEUTRAL_SELECTOR_INPUT,
      buildingType: "office",
      spaces: 112,
      plotLengthM: 80,
      plotWidthM: 40,
      heightAboveM: 3.65,
      depthBelowM: 0,
      suvSharePercent: 0,
      peakCarsPerHour: 20,
      peakArrivalsPerHour: 0,
      independentAccess: false,
      project: "retrofit",
    });
    expect(body.ranked.map((s) => s.system)).toEqual(page.ranked.map((s) => s.systemId));
    const duplicator = body.ranked.find((s) => s.system === "duplicator")!;
    expect(duplicator).toMatchObject({ installations: 3, spaces: 112, levels: 2, clearHeightM: 3.5, pitDepthM: 0 });
    for (const key of ["platformWidthM", "transferBays", "utilisation", "waitP95S", "costPerSpaceEur"])
      expect(duplicator, key).toHaveProperty(key);
    expect(body.excluded.length + body.ranked.length).toBe(9);
    body.excluded.forEach((s) => expect(s.reasons.length).toBeGreaterThan(0));
    expect(body.model.waitBoundS).toBeGreaterThan(0);
  });

  it.each([
    ["no spaces", "type=office&length=20&width=20&height=4", "spaces", "spacesRequired"],
    ["text for a number", "spaces=ten&length=20&width=20&height=4", "spaces", "numberInvalid"],
    ["a negative plot", "spaces=10&length=-5&width=20&height=4", "length", "lengthRange"],
    ["an unknown building type", "type=castle&spaces=10&length=20&width=20&height=4", "type", "buildingTypeInvalid"],
    ["a decimal peak", "spaces=10&length=20&width=20&height=4&peak=2.5", "peak", "wholeNumber"],
  ])("%s: 400 with the field's code and a message, never a 500", async (_, query, field, code) => {
    const response = call(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: string;
      fields: Record<string, { code: string; message: string }>;
    };
    expect(body.error).toBe("invalidInput");
    expect(body.fields[field]?.code).toBe(code);
    expect(body.fields[field]?.message.length).toBeGreaterThan(5);
  });

  it("writes the messages in the language asked for", async () => {
    const body = (await call("spaces=0&length=20&width=20&height=4&lang=ro").json()) as {
      fields: Record<string, { message: string }>;
    };
    expect(body.fields.spaces?.message).toMatch(/locuri/);
  });
});
