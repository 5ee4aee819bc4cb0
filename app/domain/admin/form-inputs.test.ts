import { describe, expect, it } from "vitest";
import { amount, choice, count, day, minute, optional, ratePercent } from "./form-inputs";
import { fromOfficeMinute, officeDay, toOfficeMinute } from "./dates";

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("a staff form's inputs", () => {
  it("takes days from 2000 to 2999 only: no year 0 (the database has none), no 30 February", () => {
    expect(day.safeParse("2024-02-29").success).toBe(true);
    expect(message(day.safeParse("2026-02-30"))).toBe("invalidDate");
    expect(message(day.safeParse("0000-01-01"))).toBe("dateOutOfRange");
    expect(message(day.safeParse("9999-12-31"))).toBe("dateOutOfRange");
  });

  it("reads a minute on the office's clock (Bucharest, summer time followed) as UTC, and refuses one out of range without throwing", () => {
    expect(minute.parse("2031-06-01T09:30")).toBe("2031-06-01T06:30:00.000Z");
    expect(minute.parse("2031-12-01T09:30")).toBe("2031-12-01T07:30:00.000Z");
    expect(message(minute.safeParse("0000-01-01T00:00"))).toBe("dateOutOfRange");
    expect(message(minute.safeParse("2031-06-01 09:30:00"))).toBe("invalidDateTime");
    expect(toOfficeMinute(fromOfficeMinute("2031-10-26T02:30"))).toBe("2031-10-26T02:30");
  });

  it("dates a change by the office's calendar: after 21:00 UTC in summer (22:00 in winter) it is already tomorrow in Bucharest", () => {
    expect(officeDay(new Date("2031-06-30T20:59:00Z"))).toBe("2031-06-30");
    expect(officeDay(new Date("2031-06-30T21:00:00Z"))).toBe("2031-07-01");
    expect(officeDay(new Date("2031-12-31T21:59:00Z"))).toBe("2031-12-31");
    expect(officeDay(new Date("2031-12-31T22:00:00Z"))).toBe("2032-01-01");
  });

  it("reads amounts, rates and counts as staff type them, each with its own message", () => {
    expect(amount.parse("12 500,50")).toBe(12500.5);
    expect(message(amount.safeParse("12abc"))).toBe("invalidAmount");
    expect(ratePercent.parse("7,5%")).toBe(7.5);
    expect(message(ratePercent.safeParse("101"))).toBe("invalidRate");
    expect(message(count.safeParse("1.5"))).toBe("invalidCount");
    expect(optional(amount).parse("  ")).toBeNull();
    expect(message(choice(["a", "b"]).safeParse("c"))).toBe("invalidChoice");
  });
});
