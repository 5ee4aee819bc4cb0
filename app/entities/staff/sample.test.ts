import { describe, expect, it } from "vitest";
import { activitySample } from "~/admin-kit/activity/sample";
import { leadSample } from "../lead/sample";
import { opportunitySample } from "../opportunity/sample";
import { staffSchema } from "./schema";
import { staffSample } from "./sample";

describe("staffSample", () => {
  it("parses through the staff schema, each id and name once", () => {
    for (const s of staffSample) expect(staffSchema.parse(s)).toEqual(s);
    expect(new Set(staffSample.map((s) => s.id)).size).toBe(staffSample.length);
    expect(new Set(staffSample.map((s) => s.name)).size).toBe(staffSample.length);
  });

  it("is the team the other samples name: owners by id, activities by name", () => {
    const ids: readonly string[] = staffSample.map((s) => s.id);
    const names: readonly string[] = staffSample.map((s) => s.name);
    const owners = [...leadSample, ...opportunitySample].map((r) => r.assignedTo).filter((id) => id !== null);
    expect(owners.length).toBeGreaterThan(0);
    for (const owner of owners) expect(ids).toContain(owner);
    for (const a of activitySample) expect(names, a.id).toContain(a.by);
  });
});
