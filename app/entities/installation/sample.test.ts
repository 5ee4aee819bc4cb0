import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "~/domain/admin/demo";
import { contactSample } from "../contact/sample";
import { installationFormSchema } from "./form";
import { firstVisit, underWarranty, visitState } from "./rules";
import { installationSchema } from "./schema";
import { installationSample } from "./sample";
import { installationFormInput } from "../../../tests/support/admin-fixtures";

describe("installationSample", () => {
  it("fits the schema, with unique ids, and names contacts that exist", () => {
    for (const installation of installationSample) expect(installationSchema.parse(installation)).toEqual(installation);
    expect(new Set(installationSample.map((i) => i.id)).size).toBe(installationSample.length);
    const contacts = new Set(contactSample.map((c) => c.id));
    for (const { contactId } of installationSample)
      if (contactId) expect(contacts.has(contactId), contactId).toBe(true);
  });

  it("shows every state on DEMO_TODAY: in and out of warranty, a visit overdue, due soon, later and none", () => {
    expect(new Set(installationSample.map((i) => visitState(i, DEMO_TODAY)))).toEqual(
      new Set(["overdue", "soon", "planned", "none"]),
    );
    expect(new Set(installationSample.map((i) => underWarranty(i, DEMO_TODAY)))).toEqual(new Set([true, false]));
    for (const i of installationSample) expect(i.handoverDate <= DEMO_TODAY, i.id).toBe(true);
  });
});

describe("the installation form", () => {
  const valid = installationFormInput();
  const errors = (input: Record<string, string>) => {
    const result = installationFormSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("reads a handover as stored: spaces a number, an empty contact and visit none", () => {
    expect(installationFormSchema.parse({ ...valid, contactId: " ct-2026-003 " })).toMatchObject({
      spaces: 24,
      contactId: "CT-2026-003",
      nextVisit: null,
    });
  });

  it("refuses what an installation cannot be, each beside its field", () => {
    expect(errors({ ...valid, spaces: "0" })).toEqual({ spaces: "invalidSpaces" });
    expect(errors({ ...valid, spaces: "100001" })).toEqual({ spaces: "invalidSpaces" });
    expect(errors({ ...valid, warrantyEnd: "2026-05-03" })).toEqual({ warrantyEnd: "warrantyBeforeHandover" });
    expect(errors({ ...valid, nextVisit: "2026-01-01" })).toEqual({ nextVisit: "visitBeforeHandover" });
    expect(errors({ ...valid, maintenanceMonths: "5" })).toEqual({ maintenanceMonths: "invalidChoice" });
    expect(errors({ ...valid, systemType: "elevator" })).toEqual({ systemType: "invalidChoice" });
    expect(errors({ ...valid, contactId: "CT-1" })).toEqual({ contactId: "contactNotFound" });
    expect(errors({ ...valid, customer: "" })).toEqual({ customer: "required" });
  });
});

describe("the first maintenance visit", () => {
  it("falls one interval after the handover, on the month's last day when the day is missing", () => {
    expect(firstVisit({ handoverDate: "2026-05-04", maintenanceMonths: "6" })).toBe("2026-11-04");
    expect(firstVisit({ handoverDate: "2026-08-31", maintenanceMonths: "6" })).toBe("2027-02-28");
    expect(firstVisit({ handoverDate: "2027-11-30", maintenanceMonths: "3" })).toBe("2028-02-29");
    expect(firstVisit({ handoverDate: "2026-12-15", maintenanceMonths: "12" })).toBe("2027-12-15");
  });
});
