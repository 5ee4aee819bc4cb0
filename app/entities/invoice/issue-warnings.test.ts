import { describe, expect, it } from "vitest";
import { addWorkingDays } from "~/domain/admin/dates";
import { issueWarnings } from "./rules";

describe("what an accountant is warned of before a draft is issued", () => {
  it("counts working days, Monday to Friday", () => {
    // Saturday 28 November 2026: five working days back is Monday 23rd; forward from Friday 27th, Friday 4 December.
    expect(addWorkingDays("2026-11-28", -5)).toBe("2026-11-23");
    expect(addWorkingDays("2026-11-27", 5)).toBe("2026-12-04");
    expect(addWorkingDays("2026-11-27", 0)).toBe("2026-11-27");
  });

  it("a date more than 5 working days back: the e-Factura upload was due 5 working days after it", () => {
    expect(issueWarnings({ issueDate: "2026-11-23" }, "2026-11-28")).toEqual([]);
    expect(issueWarnings({ issueDate: "2026-11-20" }, "2026-11-28")).toEqual([
      { key: "issueDateOld", uploadBy: "2026-11-27" },
    ]);
  });

  it("a delivery invoiced after the 15th of the next month is late (art. 319 (16)); by the 15th is not", () => {
    expect(issueWarnings({ issueDate: "2026-11-27", deliveryDate: "2026-10-05" }, "2026-11-28")).toEqual([
      { key: "issuedLate", issueBy: "2026-11-15" },
    ]);
    expect(issueWarnings({ issueDate: "2026-11-13", deliveryDate: "2026-10-31" }, "2026-11-16")).toEqual([]);
    // December's deliveries: by 15 January.
    expect(issueWarnings({ issueDate: "2027-01-18", deliveryDate: "2026-12-20" }, "2027-01-18")).toEqual([
      { key: "issuedLate", issueBy: "2027-01-15" },
    ]);
  });
});
