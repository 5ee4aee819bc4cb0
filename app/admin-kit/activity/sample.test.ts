import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/admin/dates";
import { DEMO_TODAY } from "~/domain/admin/demo";
import { activityTypes } from "./schema";
import { activitySample } from "./sample";

describe("activitySample", () => {
  it("uses every type, at least twice each for calls, e-mails, meetings and leads", () => {
    const count = (type: string) => activitySample.filter((a) => a.type === type).length;
    // Notes and changes to most kinds of record come from what staff do in Live Mode; the sample shows the others.
    const liveOnly: readonly string[] = [
      "opportunity",
      "contact",
      "note",
      "affiliate",
      "commission",
      "installation",
      "socialPost",
      "task",
    ];
    for (const type of activityTypes.filter((t) => !liveOnly.includes(t))) expect(count(type), type).toBeGreaterThan(0);
    for (const type of ["call", "email", "meeting", "lead"]) expect(count(type), type).toBeGreaterThanOrEqual(2);
  });

  it("is dated within the three weeks before DEMO_TODAY, newest first", () => {
    const since = addDays(DEMO_TODAY, -21);
    for (const a of activitySample) {
      const day = new Date(a.at).toISOString().slice(0, 10);
      expect(day >= since && day <= DEMO_TODAY, a.id).toBe(true);
    }
    const times = activitySample.map((a) => Date.parse(a.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it("gives every title in English and in Romanian", () => {
    for (const a of activitySample) expect(a.title.ro, a.id).not.toBe(a.title.en);
  });
});
