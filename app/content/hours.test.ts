import { describe, expect, it } from "vitest";
import { openingHoursLines } from "./hours";

describe("opening hours (the same hours in both languages, Sunday closed)", () => {
  it("lists weekdays, Saturday and the closed Sunday in English", () => {
    expect(openingHoursLines("en", "closed")).toEqual(["Mon-Fri: 09:00-17:00", "Sat: 09:00-14:00", "Sun: closed"]);
  });
  it("uses Romanian day names", () => {
    const lines = openingHoursLines("ro", "închis");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Lun.*-Vin.*: 09:00-17:00$/);
    expect(lines[1]).toMatch(/^Sâm.*: 09:00-14:00$/);
    expect(lines[2]).toMatch(/^Dum.*: închis$/);
  });
});
